// English texts of the products area: the shape every language's products.ts follows (docs/i18n.md).
// The products' own names, descriptions and ingredients are content (content/products/*.json).
export default {
  /** The browser title of a product page. */
  title: '{name} | {category} | Hela Wedakama',
  /** The browser title and search summary of a product whose text is not translated yet (shown in English). */
  untranslatedTitle: '{category} | Hela Wedakama',
  untranslatedDescription: '{category} prepared by Hela Wedakama from Sri Lankan herbs.',
  backHome: 'Back to Home',
  /** Accessible name of the list of thumbnails that swap the main picture. */
  pictures: 'Pictures of the product',
  featured: 'Featured',
  packSize: 'Pack size:',
  benefits: 'Benefits',
  quotation: 'Get Quotation',
  ask: 'Ask Questions',
  /** Heading of the details section, read by screen readers only. */
  details: 'Product details',
  ingredients: 'Ingredients',
  dosage: 'Dosage',
  preparation: 'Preparation',
  uses: 'Uses',
  contraindications: 'Contraindications',
  certifications: 'Certifications',
  origin: 'Origin',
  advice:
    'Herbal products are medicines: please consult a registered practitioner before use, especially if you are pregnant, breastfeeding or taking other medicines.',
  /** The four categories of content/products, by their English name. */
  categories: {
    'Herbal Powders': 'Herbal Powders',
    'Herbal Supplements': 'Herbal Supplements',
    'Herbal Teas': 'Herbal Teas',
    'Herbal Oils': 'Herbal Oils',
  },
  /** The page answered (status 404) for a product address with no product. */
  notFound: {
    title: 'Product Not Found | Hela Wedakama',
    description: 'This product does not exist or is no longer available.',
    heading: 'Product Not Found',
    lead: 'The product you are looking for does not exist or is no longer available.',
    backHome: 'Back to Home',
  },
};
