// Every collection editors change lives in content/ and is checked here at build time: a broken file fails the
// build with a message naming the file and the field. Each collection's schema is in src/content-schemas, one file
// per collection, and each field's .describe() is the editors' manual.
import { centers } from './content-schemas/centers.ts';
import { emails } from './content-schemas/emails.ts';

export const collections = { centers, emails };
