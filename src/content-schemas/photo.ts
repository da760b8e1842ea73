// A real photograph an editor may add to an entry (a centre, a practitioner, a gallery item). When present it
// replaces the drawing; astro:assets turns it into AVIF and WebP at several widths (src/components/ui/Artwork.astro).
// How to add one: docs/images.md.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';

export function photo(image: SchemaContext['image']) {
  return z
    .object({
      src: image().describe('The photo file (JPEG or PNG, at least 1600 px wide), path relative to this file'),
      alt: z.string().min(1).describe('What the photo shows, for screen readers'),
    })
    .optional()
    .describe('A real photograph; leave out to show the drawing (see docs/images.md)');
}
