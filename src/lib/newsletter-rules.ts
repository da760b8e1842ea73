// The newsletter's one rule and its texts, shared by the footer box and the server's zod schema.

export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
  success: 'Thank you for subscribing! Look out for wellness tips and news in your inbox.',
  failed: 'We could not subscribe you right now. Please try again.',
} as const;

/** A general e-mail address: something@domain.tld, no spaces, at most 254 characters. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isNewsletterEmail(value: string): boolean {
  return value.length <= 254 && NEWSLETTER_EMAIL_PATTERN.test(value);
}
