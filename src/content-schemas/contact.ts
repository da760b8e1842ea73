// What only the contact page shows (content/contact/contact.json, one entry "contact"): how to find the head
// office and the map, which points at the head office's coordinates in the site settings. Phone, WhatsApp, e-mail, address and the contact page's opening hours are site settings
// (content/site/settings.json), shared with the header and footer.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const contact = defineCollection({
  loader: glob({ pattern: 'contact.json', base: './content/contact' }),
  schema: z.object({
    landmarks: z.array(z.string()).min(1).describe('How to find the head office, one landmark per line'),
    parking: z.string().describe('Parking note under the map'),
    mapTitle: z.string().describe('Accessible title of the map frame'),
  }),
});
