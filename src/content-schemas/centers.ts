// The centres: one collection for the home section (first three by `order`), the directory (all six) and the
// booking database, whose medical_centers rows carry the same slug (the file name).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { photo } from './photo.ts';

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, 'Use 24-hour HH:MM, e.g. 08:30');

export const centers = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/centers' }),
  schema: ({ image }) =>
    z.object({
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
      image: image().describe('Drawing of the centre (a file in src/assets/centers), shown while there is no photo'),
      imageAlt: z.string().describe('What the drawing shows, for screen readers'),
      photo: photo(image),
      rating: z.number().min(0).max(5).describe('Average rating out of 5'),
      reviewCount: z.number().int().min(0).describe('Number of reviews, shown as happy patients'),
      established: z.number().int().min(1900).describe('Year the centre opened'),
      doctors: z.number().int().min(1).describe('Number of doctors; the demo database seeds this many'),
      experience: z.string().describe('Experience shown in the detail modal, e.g. "20+ years"'),
      description: z.string().describe('One or two sentences about the centre'),
      specialties: z.array(z.string()).min(1).describe('Treatment specialties; cards show the first two'),
      services: z.array(z.string()).describe('Services listed in the detail modal'),
      facilities: z.array(z.string()).describe('Facilities listed in the detail modal'),
    }),
});
