// English texts of the contact area: the shape every language's contact.ts follows (docs/i18n.md).
export default {};
