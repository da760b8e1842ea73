// English texts of the legal area: the shape every language's legal.ts follows (docs/i18n.md).
export default {};
