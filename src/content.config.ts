// Every collection editors change lives in content/ and is checked here at build time: a broken file fails the
// build with a message naming the file and the field. Each collection's schema is in src/content-schemas, one file
// per collection, and each field's .describe() is the editors' manual.
import { about } from './content-schemas/about.ts';
import { blog } from './content-schemas/blog.ts';
import { centers } from './content-schemas/centers.ts';
import { contact } from './content-schemas/contact.ts';
import { donationBank, donationPage } from './content-schemas/donation.ts';
import { emails } from './content-schemas/emails.ts';
import { faq } from './content-schemas/faq.ts';
import { gallery } from './content-schemas/gallery.ts';
import { home } from './content-schemas/home.ts';
import { navigation } from './content-schemas/navigation.ts';
import { pages } from './content-schemas/pages.ts';
import { products } from './content-schemas/products.ts';
import { serviceTranslations } from './content-schemas/service-translations.ts';
import { site } from './content-schemas/site.ts';
import { testimonials } from './content-schemas/testimonials.ts';
import { translations } from './content-schemas/translations.ts';
import { volunteerEvents } from './content-schemas/volunteer-events.ts';
import { volunteerPrograms } from './content-schemas/volunteer-programs.ts';

export const collections = {
  centers,
  site,
  navigation,
  home,
  products,
  gallery,
  testimonials,
  about,
  contact,
  donationBank,
  donationPage,
  faq,
  pages,
  blog,
  volunteerPrograms,
  volunteerEvents,
  emails,
  translations,
  serviceTranslations,
};
