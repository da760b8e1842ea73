// The fields of the site-wide settings (content/site/settings.json): how to reach the provider, the centres' and
// the phone lines' hours, social links and the old site the development notice points to. Plain zod (no Astro import):
// the collection in site.ts and the build step that hands content to the functions (scripts/server-content.ts)
// check the file with this one schema.
import { z } from 'zod';

const hoursLine = z.object({
  days: z.string().describe('Days this line covers, e.g. "Monday - Friday"'),
  time: z.string().describe('Opening time range as shown, e.g. "8:00 AM - 6:00 PM"'),
});

export const siteFields = z.object({
  name: z.string().describe('The provider’s name as shown in the header, footer and search results'),
  shortName: z.string().describe('Short name for tight spaces'),
  tagline: z.string().describe('One line under the name in the footer'),
  description: z.string().describe('Default description for search engines'),
  phone: z.string().describe('Main phone number shown in the header and footer, e.g. +94 33 229 7575'),
  whatsapp: z.string().describe('WhatsApp number with country code, digits and spaces only'),
  email: z.email().describe('Contact e-mail shown in the footer and the closing call to action'),
  appointmentsEmail: z.email().describe('E-mail for appointment questions'),
  address: z
    .object({
      street: z.string().describe('Street line'),
      locality: z.string().describe('Town, e.g. Nittambuwa'),
      region: z.string().describe('Province'),
      postalCode: z.string().describe('Postal code'),
      country: z.string().describe('Country name'),
      countryCode: z.string().length(2).describe('ISO country code, LK'),
      coordinates: z
        .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
        .describe('Where the head office clinic stands (not the town centre): the contact page map points here'),
    })
    .describe('Head office address'),
  hours: z
    .object({
      centres: z
        .array(hoursLine)
        .min(1)
        .describe('When the centres are open, under "Opening Hours" in the footer and the home page'),
      phoneLines: z
        .array(hoursLine)
        .min(1)
        .describe('When the phone and WhatsApp lines answer, under "Phone & WhatsApp Hours" on the contact page'),
    })
    .describe(
      'Two sets of hours, each shown under a heading that says whose they are, so no page shows two "Opening Hours"',
    ),
  social: z
    .array(
      z.object({
        name: z.enum(['Facebook', 'Instagram', 'YouTube', 'TikTok', 'X', 'LinkedIn']).describe('Network'),
        href: z.url().describe('Full address of the profile'),
      }),
    )
    .length(4)
    .describe('The four social network links in the footer'),
  oldSiteHost: z.string().describe('Host name of the old website named in the development notice'),
  showDevelopmentNotice: z.boolean().describe('Whether the “under development” notice is shown at all'),
});
export type SiteFields = z.infer<typeof siteFields>;
