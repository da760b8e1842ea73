// What only the contact page shows (content/contact/contact.json, one entry "contact"): its own opening hours,
// the head office address, landmarks, parking and the map.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const phone = z.string().regex(/^\+94[\d ]{9,12}$/, 'Use the +94 form, e.g. +94 33 229 7575');

export const contact = defineCollection({
  loader: glob({ pattern: 'contact.json', base: './content/contact' }),
  schema: z.object({
    address: z
      .object({
        name: z.string().describe('Name of the place, first line of the address card'),
        lines: z.array(z.string()).min(1).describe('Address lines, one per line'),
      })
      .describe('Head office address shown on the address card and under the map'),
    phone: phone.describe('Phone number for the phone card and the "Call now" button'),
    whatsapp: phone.describe('WhatsApp number for the phone card and the WhatsApp button'),
    emails: z
      .array(z.object({ label: z.string().describe('What the address is for'), address: z.email().describe('E-mail') }))
      .min(1)
      .describe('E-mail addresses on the e-mail card'),
    hours: z
      .array(
        z.object({
          days: z.string().describe('e.g. "Monday - Friday"'),
          time: z.string().describe('e.g. "8:00 AM - 7:00 PM"'),
        }),
      )
      .min(1)
      .describe('The contact page’s own opening hours (they differ from the footer’s)'),
    landmarks: z.array(z.string()).min(1).describe('How to find the head office, one landmark per line'),
    parking: z.string().describe('Parking note under the map'),
    mapQuery: z.string().describe('What the map searches for, e.g. "Nittambuwa, Sri Lanka"'),
    mapTitle: z.string().describe('Accessible title of the map frame'),
  }),
});
