// All copy of the about page (content/about/about.json, one entry "about").
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentIcon } from './icon.ts';
import { photo } from './photo.ts';

export const about = defineCollection({
  loader: glob({ pattern: 'about.json', base: './content/about' }),
  schema: ({ image }) =>
    z.object({
      hero: z
        .object({
          eyebrow: z.string().describe('Small line above the heading'),
          title: z.string().describe('Page heading'),
          lead: z.string().describe('Paragraph under the heading'),
        })
        .describe('Top of the page'),
      founded: z.number().int().min(1900).describe('Year the practice was founded'),
      story: z.array(z.string()).min(1).describe('Our story, one paragraph per item'),
      mission: z.string().describe('The mission statement'),
      vision: z.string().describe('The vision statement'),
      values: z
        .array(
          z.object({
            title: z.string().describe('Value name'),
            description: z.string().describe('One or two sentences'),
            icon: contentIcon,
          }),
        )
        .length(4)
        .describe('The four core values'),
      practitioners: z
        .array(
          z.object({
            name: z.string().describe('Full name with title'),
            title: z.string().describe('Role'),
            qualifications: z.string().describe('Degrees and registrations'),
            experience: z.string().describe('e.g. "28 years"'),
            specialization: z.string().describe('Main field'),
            description: z.string().describe('Two or three sentences'),
            photo: photo(image),
          }),
        )
        .min(1)
        .describe('Practitioners introduced on the page'),
      milestones: z
        .array(
          z.object({
            year: z.number().int().describe('Year'),
            title: z.string().describe('Headline'),
            description: z.string().describe('One sentence'),
            centers: z
              .array(z.string())
              .optional()
              .describe(
                'Ids of the centres (file names in content/centers) that opened this year; every centre opens in exactly one milestone, in its "established" year, or the build stops',
              ),
          }),
        )
        .min(1)
        .describe('Timeline, oldest first'),
      stats: z
        .array(
          z.object({
            number: z
              .string()
              .describe('The figure, usually a computed one in braces: {reviewsRounded}, {yearsOfCare}'),
            label: z.string().describe('What it counts'),
          }),
        )
        .describe('Statistics strip'),
    }),
});
