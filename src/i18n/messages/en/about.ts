// English texts of the about area: the shape every language's about.ts follows (docs/i18n.md).
export default {};
