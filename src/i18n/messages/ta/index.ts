// The Tamil catalogue: the same areas and keys as the English one (en/index.ts), checked by the type.
import type { Messages } from '../en/index.ts';
import about from './about.ts';
import blog from './blog.ts';
import booking from './booking.ts';
import centers from './centers.ts';
import common from './common.ts';
import contact from './contact.ts';
import donation from './donation.ts';
import errors from './errors.ts';
import faq from './faq.ts';
import fields from './fields.ts';
import home from './home.ts';
import legal from './legal.ts';
import notFound from './not-found.ts';
import products from './products.ts';
import review from './review.ts';
import services from './services.ts';
import testimonials from './testimonials.ts';
import volunteer from './volunteer.ts';

export const ta: Messages = {
  common,
  fields,
  errors,
  home,
  services,
  centers,
  about,
  contact,
  donation,
  products,
  faq,
  legal,
  blog,
  testimonials,
  volunteer,
  booking,
  review,
  notFound,
};
