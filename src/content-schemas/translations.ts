// Translations of the content in content/ (docs/i18n.md): a file beside the English one, in a folder named for its
// language, e.g. content/centers/si/kandy.json for content/centers/kandy.json or content/faq/ta/how-to-book.md.
// A translation holds only the fields it translates (the rest come from the English file) and a `reviewed` flag the
// clinic sets once a native speaker has checked it. src/i18n/content.ts merges the two and checks that every field
// it translates exists in the English file with the same kind of value.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const translations = defineCollection({
  loader: glob({ pattern: ['**/{si,ta}/*.{json,md}', '!emails/**', '!services/**'], base: './content' }),
  schema: z
    .object({
      reviewed: z
        .boolean()
        .describe('true once a native speaker has checked this translation; until then the page says it is unchecked'),
    })
    .catchall(z.unknown()),
});
