// Translations of the services (docs/i18n.md). Services live in the database, where staff keep them in English from
// the admin portal; their Sinhala and Tamil texts are content: content/services/si/<name>.json, one file per
// service, naming the service by its English name. A service with no file (a new one, or one staff renamed) is
// shown in English under a note, like any untranslated content.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const serviceTranslationFields = z.object({
  service: z.string().min(1).describe('The English name of the service exactly as staff wrote it in the admin portal'),
  name: z.string().min(1).describe('The name in this language'),
  subtitle: z.string().optional().describe('The short line under the name'),
  description: z.string().min(1).describe('The one-paragraph description on cards'),
  long_description: z.string().optional().describe('The longer text of the service detail'),
  sessions: z.string().optional().describe('How many sessions, as written beside the duration (e.g. "7-21 sessions")'),
  benefits: z.array(z.string()).optional().describe('The benefits, in the same order as the English ones'),
  reviewed: z
    .boolean()
    .describe('true once a native speaker has checked this translation; until then the page says it is unchecked'),
});

export const serviceTranslations = defineCollection({
  loader: glob({ pattern: '{si,ta}/*.json', base: './content/services' }),
  schema: serviceTranslationFields,
});
