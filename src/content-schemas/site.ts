// Site-wide settings (content/site/settings.json): how to reach the provider, both readings of the opening
// hours, social links and the old site the development notice points to. One entry, id "settings".
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { siteFields } from './site-fields.ts';

export const site = defineCollection({
  loader: glob({ pattern: 'settings.json', base: './content/site' }),
  schema: siteFields,
});
