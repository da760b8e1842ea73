// "Healing Memories" gallery on the home page (content/gallery/*.json): eleven images in `order`.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const gallery = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/gallery' }),
  schema: ({ image }) =>
    z.object({
      order: z.number().int().describe('Position in the slideshow'),
      src: image().describe('The image (a file in src/assets/gallery); replace with a photo to update'),
      alt: z.string().describe('What the image shows, for screen readers'),
      title: z.string().describe('Caption title'),
      description: z.string().describe('One sentence caption'),
    }),
});
