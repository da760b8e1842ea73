// English texts of the donation area: the shape every language's donation.ts follows (docs/i18n.md).
export default {};
