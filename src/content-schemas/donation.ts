// The donation page's copy (content/donation/page.json) and the bank account for transfers
// (content/donation/bank-account.json, whose fields are in donation-bank-fields.ts).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { donationBankFields } from './donation-bank-fields.ts';
import { contentIcon } from './icon.ts';

export const donationBank = defineCollection({
  loader: glob({ pattern: 'bank-account.json', base: './content/donation' }),
  schema: donationBankFields,
});

export const donationPage = defineCollection({
  loader: glob({ pattern: 'page.json', base: './content/donation' }),
  schema: z.object({
    hero: z
      .object({ title: z.string().describe('Page heading'), lead: z.string().describe('Paragraph under the heading') })
      .describe('Top of the page'),
    impact: z
      .array(
        z.object({
          amount: z.number().int().positive().describe('Amount in LKR'),
          title: z.string().describe('What it pays for'),
          description: z.string().describe('One sentence'),
          icon: contentIcon,
        }),
      )
      .min(1)
      .describe('Impact cards'),
    stories: z
      .array(
        z.object({
          title: z.string().describe('Short headline'),
          text: z.string().describe('Two or three sentences'),
          place: z.string().describe('Where it happened'),
        }),
      )
      .describe('Stories of impact'),
    trust: z
      .array(z.object({ figure: z.string().describe('e.g. "95%"'), label: z.string().describe('What it means') }))
      .describe('Trust section figures'),
  }),
});
