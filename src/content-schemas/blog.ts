// Blog articles (content/blog/*.md): the file name is the address, /blog/{file name}.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/blog' }),
  schema: z.object({
    title: z.string().describe('Headline'),
    description: z.string().max(160).describe('Summary for the listing and search engines, at most 160 characters'),
    published: z.coerce.date().describe('Publication date (YYYY-MM-DD)'),
    author: z.string().describe('Who wrote it'),
    tags: z.array(z.string()).default([]).describe('Topics, shown as small badges'),
  }),
});
