// English texts of the products area: the shape every language's products.ts follows (docs/i18n.md).
export default {};
