// Navigation (content/site/navigation.json): header links, the More menu, the quick-access menu and the footer.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const link = z.object({
  name: z.string().describe('Link text'),
  href: z.string().startsWith('/').describe('Path on this site, e.g. /services'),
  description: z.string().optional().describe('One short line under the name in menus'),
});

export const navigation = defineCollection({
  loader: glob({ pattern: 'navigation.json', base: './content/site' }),
  schema: z.object({
    main: z.array(link).min(1).describe('Header links: Home, Services, Centers, Volunteer'),
    more: z.array(link).min(1).describe('The “More” menu: About, Donation, Contact, each with a description'),
    quickAccess: z.array(link).min(1).describe('The floating quick-access menu'),
    footer: z
      .array(z.object({ title: z.string().describe('Column heading'), links: z.array(link).min(1) }))
      .min(1)
      .describe('Footer link columns; together they link to every public route'),
    footerServices: z.array(z.string()).length(6).describe('The six service names listed in the footer'),
  }),
});
