// The newsletter's texts, shared by the footer box and the server's zod schema (its rule: one address,
// `isSingleEmail` of text-rules.ts).

export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
  success: 'Thank you for subscribing! Look out for wellness tips and news in your inbox.',
  failed: 'We could not subscribe you right now. Please try again.',
} as const;
