// The newsletter's refusals, shared by the footer box and the server's zod schema (its rule: one address,
// `isSingleEmail` of text-rules.ts), as catalogue keys: the box shows them in the page's language, the API in the
// request's (docs/i18n.md). The box's other texts are in the catalogue's fields.newsletter.

export const NEWSLETTER_MESSAGES = {
  required: 'fields.emailRequired',
  invalid: 'fields.emailInvalid',
} as const;

/**
 * What a sign-up sent by the plain HTML form (no JavaScript yet, or none) came to: the API redirects back to the
 * page at the box's notice for it, `#newsletter-<outcome>`, shown by CSS :target (NewsletterForm.astro).
 */
export const NEWSLETTER_OUTCOMES = ['subscribed', 'invalid', 'failed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
export const newsletterAnchor = (outcome: NewsletterOutcome) => `newsletter-${outcome}`;
