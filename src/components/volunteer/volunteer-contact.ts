// The volunteer coordinator's contact details (docs/product-rules.md "Limits and constants": a Sri Lankan phone, a volunteer e-mail and
// Nittambuwa, whose name is in the volunteer catalogue), used by the landing page's call to action and the application's Need Help box.
export const VOLUNTEER_CONTACT = {
  phone: '+94 33 228 7190',
  phoneHref: 'tel:+94332287190',
  email: 'volunteer@helawedakama.lk',
} as const;
