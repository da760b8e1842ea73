import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { json } from '../../src/server/http/respond.ts';
import { storeServiceImage } from '../../src/server/services/service-admin-queries.ts';
import { receiveImage } from '../../src/server/uploads/receive-image.ts';

// POST the raw image file as the body: answers {imageUrl} to store as the service's image_url.
export default adminEndpoint({
  POST: staff(
    'content:write',
    async ({ request, db, actor }) => {
      const imageUrl = await storeServiceImage(db, await receiveImage(request), actor);
      return json({ success: true, imageUrl }, { status: 201 });
    },
    { body: 'image' },
  ),
});

export const config: Config = { path: '/api/admin/services/image' };
