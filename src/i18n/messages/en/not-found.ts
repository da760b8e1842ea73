// English texts of the notFound area (the 404 page): the shape every language's not-found.ts follows (docs/i18n.md).
export default {
  title: '404 Page Not Found | Hela Wedakama',
  description: 'The page you were looking for does not exist.',
  heading: '404 Page Not Found',
  lead: 'The page you are looking for may have moved or no longer exists.',
  home: 'Go Home',
  back: 'Go Back',
};
