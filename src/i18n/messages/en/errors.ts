// English texts of the errors area: the shape every language's errors.ts follows (docs/i18n.md).
export default {};
