// After moderation (approve, reject, back to pending, delete), Netlify's CDN forgets the cached /api/reviews
// answers (tag 'reviews'), so /testimonials shows the change at once instead of within the 5-minute CDN window.
// Netlify gives functions the purge token; elsewhere (the local server, tests) nothing is cached and this does
// nothing. A failed purge is logged and does not undo the change: the cached copy expires by itself.
import { purgeCache } from '@netlify/functions';
import { REVIEWS_CACHE_TAG } from './review.ts';

export async function purgeReviewsCache(): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags: [REVIEWS_CACHE_TAG] });
  } catch (error) {
    console.error('Could not purge the reviews cache:', error instanceof Error ? error.message : error);
  }
}
