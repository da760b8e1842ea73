// English texts of the review area: the shape every language's review.ts follows (docs/i18n.md).
export default {};
