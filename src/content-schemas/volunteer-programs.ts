// Volunteer programs (docs/product-rules.md "Programs and events"): one JSON file per program in content/volunteer-programs; the file name
// is the program id (internship, community, research, cultural) used in links and stored with applications.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { volunteerProgramFields } from './volunteer-fields.ts';

export const volunteerPrograms = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/volunteer-programs' }),
  schema: volunteerProgramFields,
});
