// English texts of the services area: the shape every language's services.ts follows (docs/i18n.md).
export default {};
