// The fields of a content/centers entry but its image, in plain zod (no Astro import): the collection in centers.ts
// adds the image, and the build step that hands content to the functions (scripts/server-content.ts) checks the
// same files with this schema.
import { z } from 'zod';

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM, e.g. 08:30');

export const centerFields = z.object({
  name: z.string().describe('Full name of the centre as patients see it'),
  order: z.number().int().describe('Position in lists: the home page shows the first three'),
  city: z.string().describe('City used by the directory filter'),
  location: z.string().describe('Street address'),
  phone: z.string().describe('Phone number with country code, e.g. +94 11 269 4812'),
  email: z.email().optional().describe('The centre’s own e-mail address'),
  hours: z.string().describe('Opening hours as one line of text for cards'),
  openingHours: z
    .record(
      z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      z.union([z.object({ open: hhmm, close: hhmm }), z.object({ closed: z.literal(true) })]),
    )
    .describe('Opening hours per day, for the booking database and search engines'),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).describe('Map position, for directions links'),
  imageAlt: z.string().describe('What the drawing shows, for screen readers'),
  rating: z.number().min(0).max(5).describe('Average rating out of 5'),
  reviewCount: z.number().int().min(0).describe('Number of reviews, shown as happy patients'),
  established: z.number().int().min(1900).describe('Year the centre opened'),
  doctors: z.number().int().min(1).describe('Number of doctors; the demo database seeds this many'),
  experience: z.string().describe('Experience shown in the detail modal, e.g. "20+ years"'),
  description: z.string().describe('One or two sentences about the centre'),
  specialties: z.array(z.string()).min(1).describe('Treatment specialties; cards show the first two'),
  services: z.array(z.string()).describe('Services listed in the detail modal'),
  facilities: z.array(z.string()).describe('Facilities listed in the detail modal'),
});
export type CenterFields = z.infer<typeof centerFields>;
