// English texts of the notFound area: the shape every language's not-found.ts follows (docs/i18n.md).
export default {};
