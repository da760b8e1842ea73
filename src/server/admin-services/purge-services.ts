// After an admin changes a service, Netlify's CDN forgets the cached /api/services answers (tag 'services'), so
// the public pages, which refresh from it, show the change without a rebuild. Netlify gives functions the purge
// token; elsewhere (the local server, tests) nothing is cached and this does nothing. A failed purge is logged
// and does not undo the change: the CDN copy expires by itself within minutes.
import { purgeCache } from '@netlify/functions';

export async function purgeServicesCache(): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags: ['services'] });
  } catch (error) {
    console.error('Could not purge the services cache:', error instanceof Error ? error.message : error);
  }
}
