// After an admin changes what public pages show (services, reviews), Netlify's CDN forgets the cached answers of
// the public API by tag ('services' for /api/services, 'reviews' for /api/reviews), so the pages, which refresh
// from them, show the change without a rebuild. Netlify gives functions the purge token; elsewhere (the local
// server, tests) nothing is cached and this does nothing. A failed purge is logged and does not undo the change:
// the CDN copy expires by itself within minutes.
import { purgeCache } from '@netlify/functions';

export async function purgePublicCache(tags: string[]): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags });
  } catch (error) {
    console.error(`Could not purge the ${tags.join(', ')} cache:`, error instanceof Error ? error.message : error);
  }
}
