// The centres: one collection for the home section (first three by `order`), the directory (all six) and the
// booking database, whose medical_centers rows carry the same slug (the file name) and copy the public facts at
// every db:migrate (docs/architecture.md "Centres: one owner per fact").
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { centerFields } from './center-fields.ts';
import { photo } from './photo.ts';

export const centers = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/centers' }),
  schema: ({ image }) =>
    centerFields.extend({
      image: image().describe('Drawing of the centre (a file in src/assets/centers), shown while there is no photo'),
      photo: photo(image),
    }),
});
