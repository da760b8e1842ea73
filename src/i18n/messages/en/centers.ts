// English texts of the centers area: the shape every language's centers.ts follows (docs/i18n.md).
export default {};
