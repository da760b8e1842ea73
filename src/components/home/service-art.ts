// The drawing a service shows when it has no photo of its own: one per category (src/assets/services), the
// traditional one for a category the site does not know. Editors replace a drawing by setting the service's image
// in the back office (docs/images.md).
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import lifestyle from '../../assets/services/lifestyle.svg';
import therapy from '../../assets/services/therapy.svg';
import traditional from '../../assets/services/traditional.svg';
import wellness from '../../assets/services/wellness.svg';

const ART: Record<string, ImageMetadata> = { traditional, therapy, wellness, lifestyle };

/** Built URL of each category's drawing, `default` for any other category: the browser picks from it after a refresh. */
export async function serviceArtUrls(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries({ ...ART, default: traditional }).map(
      async ([category, src]) => [category, (await getImage({ src, width: 640, height: 400 })).src] as const,
    ),
  );
  return Object.fromEntries(entries);
}
