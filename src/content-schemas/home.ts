// Home page copy (content/site/home.json): hero headlines, trust stats, the eight benefits, the statistics
// panel and the closing call to action.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentIcon } from './icon.ts';

const stat = z.object({
  number: z
    .string()
    .describe(
      'The figure as shown; a computed one in braces keeps every page in one voice: {averageRating}, {reviews}, {reviewsRounded}, {centers}, {doctors}, {yearsOfCare}, {foundedYear} (src/shared/figures.ts)',
    ),
  label: z.string().describe('What the figure counts'),
  description: z.string().describe('One short line under the label; may name figures in braces too'),
});

export const home = defineCollection({
  loader: glob({ pattern: 'home.json', base: './content/site' }),
  schema: ({ image }) =>
    z.object({
      hero: z
        .object({
          eyebrow: z.string().describe('Small line above the headline'),
          englishHeadline: z.string().describe('Headline in English'),
          sinhalaHeadline: z
            .string()
            .describe(
              'Headline in Sinhala; the self-hosted hero font is subset to its letters: rebuild the subset when it changes (see src/components/home/Hero.astro)',
            ),
          lead: z.string().describe('Paragraph under the headline'),
          image: image().describe('Hero illustration or photo (a file in src/assets)'),
          imageAlt: z.string().describe('What the hero image shows'),
          badges: z.array(z.string()).describe('Short trust badges under the buttons'),
        })
        .describe('The first screen'),
      trustStats: z.array(stat).min(1).describe('Trust stats under the hero'),
      benefits: z
        .array(
          z.object({
            title: z.string().describe('The claim'),
            description: z.string().describe('One sentence explaining it'),
            icon: contentIcon,
          }),
        )
        .length(8)
        .describe('The eight benefit claims'),
      statistics: z
        .array(stat)
        .min(1)
        .describe(
          'The statistics panel beside the benefits: figures the trust stats under the hero do not already give (a figure said twice only makes the phone page longer)',
        ),
      certification: z.string().describe('The notice under the statistics panel'),
      closing: z
        .object({
          title: z.string().describe('Closing call to action heading'),
          text: z.string().describe('Paragraph under it'),
          tiles: z
            .array(z.object({ title: z.string(), description: z.string(), icon: contentIcon }))
            .length(3)
            .describe('The three benefit tiles'),
        })
        .describe('The closing call to action'),
    }),
});
