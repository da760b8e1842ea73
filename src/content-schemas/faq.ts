// Frequently asked questions (content/faq/*.md): the question in the front matter, the answer as Markdown.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const FAQ_TOPICS = ['Booking', 'Your visit', 'Payments', 'Treatments'] as const;

export const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/faq' }),
  schema: z.object({
    question: z.string().describe('The question as a patient would ask it'),
    topic: z.enum(FAQ_TOPICS).describe('Group the question appears under'),
    order: z.number().int().describe('Position within its group, smallest first'),
  }),
});
