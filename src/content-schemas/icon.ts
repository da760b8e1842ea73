// An icon named in a content file: one of the Lucide icons the site draws (src/shared/utils/icon-names.ts).
// Plain zod, no Astro import, so the functions' content schemas (volunteer-fields.ts) can load it too.
import { z } from 'zod';
import { ICON_NAMES } from '../shared/utils/icon-names.ts';

export const contentIcon = z
  .enum(ICON_NAMES)
  .describe('Icon name from the list in src/shared/utils/icon-names.ts (Lucide icons; see docs/images.md)');
