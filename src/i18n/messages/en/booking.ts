// English texts of the booking area: the shape every language's booking.ts follows (docs/i18n.md).
export default {};
