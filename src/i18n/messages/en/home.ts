// English texts of the home area: the shape every language's home.ts follows (docs/i18n.md).
export default {};
