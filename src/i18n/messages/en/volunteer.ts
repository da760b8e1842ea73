// English texts of the volunteer area: the shape every language's volunteer.ts follows (docs/i18n.md).
export default {};
