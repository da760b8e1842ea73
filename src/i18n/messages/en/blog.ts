// English texts of the blog area: the shape every language's blog.ts follows (docs/i18n.md).
export default {};
