// Every collection editors change lives in content/ and is checked here at build time: a broken file fails the
// build with a message naming the file and the field. Each collection's schema is in src/content-schemas, one file
// per collection, and each field's .describe() is the editors' manual.
import { centers } from './content-schemas/centers.ts';
import { gallery } from './content-schemas/gallery.ts';
import { home } from './content-schemas/home.ts';
import { navigation } from './content-schemas/navigation.ts';
import { products } from './content-schemas/products.ts';
import { site } from './content-schemas/site.ts';
import { testimonials } from './content-schemas/testimonials.ts';

export const collections = { centers, site, navigation, home, products, gallery, testimonials };
