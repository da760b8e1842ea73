// The newsletter sign-up payload. Its rule and texts are those of the footer box (src/shared/newsletter/newsletter-rules.ts).
import { z } from 'zod';
import { emailAddress } from '../field-rules.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-rules.ts';

export const newsletterSignupSchema = z.object({
  email: emailAddress(NEWSLETTER_MESSAGES).transform((email) => email.toLowerCase()),
});
