// Volunteer events (docs/product-rules.md "Programs and events"): one JSON file per event in content/volunteer-events; the file name is the
// event id the database counts registrations under (volunteer_events.id).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { volunteerEventFields } from './volunteer-fields.ts';

export const volunteerEvents = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/volunteer-events' }),
  schema: volunteerEventFields,
});
