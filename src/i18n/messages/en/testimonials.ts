// English texts of the testimonials area: the shape every language's testimonials.ts follows (docs/i18n.md).
export default {};
