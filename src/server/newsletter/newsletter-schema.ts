// The newsletter sign-up payload. Its rule and texts are those of the footer box (src/lib/newsletter-rules.ts).
import { z } from 'zod';
import { isNewsletterEmail, NEWSLETTER_MESSAGES } from '../../lib/newsletter-rules.ts';

export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.required })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .refine(isNewsletterEmail, NEWSLETTER_MESSAGES.invalid)
    .transform((email) => email.toLowerCase()),
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
