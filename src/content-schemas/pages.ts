// Policy pages (content/pages/privacy.md, terms.md, cookies.md): Markdown with a title and a review date.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().describe('Page heading and browser title'),
    description: z.string().max(160).describe('Search-engine description, at most 160 characters'),
    updated: z.coerce.date().describe('Date the text was last reviewed (YYYY-MM-DD)'),
  }),
});
