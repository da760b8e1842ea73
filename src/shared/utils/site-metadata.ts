// Pure helpers for search metadata (docs/product-rules.md "Search metadata and analytics"): breadcrumbs default to Home plus the
// path, and the provider is described as a schema.org MedicalClinic with its centres.

export interface Crumb {
  name: string;
  /** A path on this site, e.g. /services. */
  href: string;
}

/** "share-review" -> "Share Review". */
export function segmentName(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Home plus one crumb per path segment: /volunteer/apply -> Home, Volunteer, Apply. */
export function defaultBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { name: 'Home', href: '/' },
    ...segments.map((segment, index) => ({
      name: segmentName(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

export function breadcrumbJsonLd(crumbs: Crumb[], site: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, site).href,
    })),
  };
}

/** The canonical address: the site root for home, no trailing slash elsewhere, no query. */
export function canonicalUrl(pathname: string, site: URL): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '').replace(/\/index\.html$/, '') || '/';
  return new URL(path, site).href;
}

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface ClinicCenter {
  slug: string;
  name: string;
  location: string;
  city: string;
  phone: string;
  email?: string;
  coordinates: { lat: number; lng: number };
  openingHours: Partial<Record<Day, { open: string; close: string } | { closed: true }>>;
  rating: number;
  reviewCount: number;
}

export interface ClinicSettings {
  name: string;
  description: string;
  phone: string;
  email: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  social: { href: string }[];
}

function openingHoursSpecification(hours: ClinicCenter['openingHours']) {
  return Object.entries(hours).flatMap(([day, value]) =>
    value && 'open' in value
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`,
            opens: value.open,
            closes: value.close,
          },
        ]
      : [],
  );
}

/** A centre's card on /centers (CenterCard.astro's id): its identity in the structured data, and an address. */
const centerCard = (slug: string, site: URL) => new URL(`/centers#center-${slug}`, site).href;

/** The provider (head office) with each centre as a department, each a MedicalClinic of its own. */
export function medicalClinicJsonLd(
  settings: ClinicSettings,
  centers: ClinicCenter[],
  site: URL,
  logo: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': new URL('/#organization', site).href,
    name: settings.name,
    description: settings.description,
    url: new URL('/', site).href,
    logo,
    image: logo,
    telephone: settings.phone,
    email: settings.email,
    medicalSpecialty: 'Traditional Sri Lankan medicine (Hela Wedakama, Deshiya Chikitsa)',
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.locality,
      addressRegion: settings.address.region,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.countryCode,
    },
    sameAs: settings.social.map((link) => link.href),
    department: centers.map((center) => ({
      '@type': 'MedicalClinic',
      '@id': centerCard(center.slug, site),
      url: centerCard(center.slug, site),
      name: center.name,
      telephone: center.phone,
      ...(center.email ? { email: center.email } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: center.location,
        addressLocality: center.city,
        addressCountry: settings.address.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: center.coordinates.lat, longitude: center.coordinates.lng },
      openingHoursSpecification: openingHoursSpecification(center.openingHours),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: center.rating,
        reviewCount: center.reviewCount,
        bestRating: 5,
      },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Pages that are not for search engines (noindex) or not pages at all. */
// Not for search engines: the not-found page, the admin app, a patient's private booking page, dynamic routes
// (listed from their collections instead) and the machine-readable files.
const EXCLUDED = [
  /^\/404$/,
  /^\/product-not-found$/,
  /^\/admin(\/|$)/,
  /^\/appointment\/manage$/,
  /\[/,
  /^\/sitemap/,
  /^\/robots/,
];

/** A page written once per language lives in src/pages/[...locale]/ (docs/i18n.md). */
const LOCALIZED_FOLDER = /^\.\/\[\.\.\.locale\]\//;

/**
 * Site paths of the page files of src/pages (relative to it), minus what is not for search engines. A page in
 * [...locale]/ has its English path here (/faq for ./[...locale]/faq.astro).
 */
export function pagePaths(files: string[]): string[] {
  return files
    .map((file) =>
      file
        .replace(LOCALIZED_FOLDER, './')
        .replace(/^\.\//, '/')
        .replace(/\.(astro|md|mdx)$/, '')
        .replace(/\/index$/, ''),
    )
    .map((path) => (path === '' ? '/' : path))
    .filter((path) => !EXCLUDED.some((pattern) => pattern.test(path)))
    .sort();
}

/** The paths of the pages that exist in every language (their files are in src/pages/[...locale]/). */
export function localizedPagePaths(files: string[]): string[] {
  return pagePaths(files.filter((file) => LOCALIZED_FOLDER.test(file)));
}

/** Whether the pages of a dynamic route (`product`, `blog`) are written in every language. */
export function isLocalizedRoute(files: string[], folder: string): boolean {
  return files.some((file) => file.startsWith(`./[...locale]/${folder}/`));
}
