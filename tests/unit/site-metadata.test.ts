import { describe, expect, test } from 'vitest';
import { directionsHref, telHref, whatsappHref } from '../../src/shared/utils/links.ts';
import {
  breadcrumbJsonLd,
  canonicalUrl,
  defaultBreadcrumbs,
  isLocalizedRoute,
  jsonLdText,
  localizedPagePaths,
  medicalClinicJsonLd,
  pagePaths,
  segmentName,
} from '../../src/shared/utils/site-metadata.ts';

const site = new URL('https://www.helawedakama.lk');

describe('breadcrumbs', () => {
  test.each([
    ['/', ['Home']],
    ['/services', ['Home', 'Services']],
    ['/volunteer/apply/', ['Home', 'Volunteer', 'Apply']],
    ['/share-review', ['Home', 'Share Review']],
    ['/product/3', ['Home', 'Product', '3']],
  ])('%s reads %j', (path, names) => {
    expect(defaultBreadcrumbs(path).map((crumb) => crumb.name)).toEqual(names);
  });

  test('JSON-LD lists absolute addresses in order', () => {
    const data = breadcrumbJsonLd(defaultBreadcrumbs('/volunteer/apply'), site) as {
      itemListElement: { position: number; item: string }[];
    };
    expect(data.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, 'https://www.helawedakama.lk/'],
      [2, 'https://www.helawedakama.lk/volunteer'],
      [3, 'https://www.helawedakama.lk/volunteer/apply'],
    ]);
  });

  test('segment names are title case', () => expect(segmentName('nuwara-eliya')).toBe('Nuwara Eliya'));
});

test.each([
  ['/', 'https://www.helawedakama.lk/'],
  ['/services/', 'https://www.helawedakama.lk/services'],
  ['/about', 'https://www.helawedakama.lk/about'],
])('the canonical of %s is %s', (path, canonical) => expect(canonicalUrl(path, site)).toBe(canonical));

test('the provider is a MedicalClinic with its centres as departments', () => {
  const data = medicalClinicJsonLd(
    {
      name: 'Hela Wedakama',
      description: 'Traditional medicine',
      phone: '+94 33 229 7575',
      email: 'info@helawedakama.lk',
      address: {
        street: 'No. 48, Kandy Road',
        locality: 'Nittambuwa',
        region: 'Western Province',
        postalCode: '11880',
        country: 'Sri Lanka',
        countryCode: 'LK',
      },
      social: [{ href: 'https://www.facebook.com/helawedakama' }],
    },
    [
      {
        slug: 'kandy',
        name: 'Kandy Center',
        location: 'No. 18, Peradeniya Road',
        city: 'Kandy',
        phone: '+94 81 223 5607',
        coordinates: { lat: 7.29, lng: 80.63 },
        openingHours: { monday: { open: '08:00', close: '18:00' }, sunday: { closed: true } },
        rating: 4.8,
        reviewCount: 312,
      },
    ],
    site,
    'https://www.helawedakama.lk/logo.png',
  ) as Record<string, unknown> & { department: Record<string, unknown>[] };
  expect(data['@type']).toBe('MedicalClinic');
  expect(data.telephone).toBe('+94 33 229 7575');
  expect(data.department).toHaveLength(1);
  expect(data.department[0]).toMatchObject({
    '@type': 'MedicalClinic',
    '@id': 'https://www.helawedakama.lk/centers#center-kandy',
    url: 'https://www.helawedakama.lk/centers#center-kandy',
    name: 'Kandy Center',
    geo: { latitude: 7.29, longitude: 80.63 },
    openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }],
  });
});

test('JSON-LD text cannot close its script element', () => {
  expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
});

test.each([
  ['+94 33 229 7575', 'tel:+94332297575'],
  ['(011) 269-4812', 'tel:0112694812'],
])('tel link of %s', (phone, href) => expect(telHref(phone)).toBe(href));

test('WhatsApp and directions links', () => {
  expect(whatsappHref('+94 77 229 7575')).toBe('https://wa.me/94772297575');
  expect(directionsHref({ lat: 6.9, lng: 79.86 })).toBe('https://www.google.com/maps/dir/?api=1&destination=6.9,79.86');
});

test('the sitemap lists pages and leaves out the not-found page, the admin app and dynamic routes', () => {
  expect(
    pagePaths([
      './index.astro',
      './services.astro',
      './volunteer/index.astro',
      './volunteer/apply.astro',
      './404.astro',
      './admin/index.astro',
      './product/[id].astro',
    ]),
  ).toEqual(['/', '/services', '/volunteer', '/volunteer/apply']);
});

const FILES = [
  './[...locale]/index.astro',
  './[...locale]/services.astro',
  './[...locale]/volunteer/index.astro',
  './[...locale]/product/[id].astro',
  './about.astro',
  './404.astro',
];

test('a page in [...locale]/ has its English path in the sitemap; the ones in every language are told apart', () => {
  expect(pagePaths(FILES)).toEqual(['/', '/about', '/services', '/volunteer']);
  expect(localizedPagePaths(FILES)).toEqual(['/', '/services', '/volunteer']);
});

test.each([
  ['product', true],
  ['blog', false],
])('the %s pages are in every language: %s', (folder, localized) => {
  expect(isLocalizedRoute(FILES, folder)).toBe(localized);
});
