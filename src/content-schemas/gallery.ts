// "Healing Memories" gallery on the home page (content/gallery/*.json): eleven images in `order`.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { photo } from './photo.ts';

export const gallery = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/gallery' }),
  schema: ({ image }) =>
    z.object({
      order: z.number().int().describe('Position in the slideshow'),
      src: image().describe('The drawing (a file in src/assets/gallery), shown while there is no photo'),
      alt: z.string().describe('What the drawing shows, for screen readers'),
      photo: photo(image),
      title: z.string().describe('Caption title'),
      description: z.string().describe('One sentence caption'),
    }),
});
