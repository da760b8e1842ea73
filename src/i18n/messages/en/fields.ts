// English texts of the fields area: the shape every language's fields.ts follows (docs/i18n.md).
export default {};
