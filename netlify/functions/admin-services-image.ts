import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { saveImage } from '../../src/server/uploads/image-store.ts';
import { receiveImage } from '../../src/server/uploads/receive-image.ts';
import { SERVICE_IMAGE_PATH } from '../../src/shared/services/service-form.ts';

// POST the raw image file as the body: answers {imageUrl} to store as the service's image_url.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const admin = await requireAdmin(db, request, { resource: 'content', action: 'write' }, { body: 'image' });
  const { bytes, extension } = await receiveImage(request);
  const key = await saveImage(bytes, extension);
  await logActivity(db, {
    adminUserId: admin.id,
    action: 'service_image_uploaded',
    description: `Uploaded a service image (${Math.ceil(bytes.byteLength / 1024)} KB)`,
    ip: clientAddress(request, context),
    metadata: { key },
  });
  return json({ success: true, imageUrl: `${SERVICE_IMAGE_PATH}${key}` }, { status: 201 });
});

export const config: Config = { path: '/api/admin/services/image' };
