import type { Config } from '@netlify/functions';
import { endpointWithoutDatabase } from '../../src/server/http/endpoint-without-database.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { readImage } from '../../src/server/uploads/image-store.ts';

// Public: an uploaded service image. Names are random and never reused, so an hour of caching is safe.
export default endpointWithoutDatabase(async ({ request, context }) => {
  allowMethods(request, ['GET', 'HEAD']);
  const image = await readImage(context.params?.key ?? '');
  if (!image) throw new HttpError(404, 'Image not found');
  return new Response(request.method === 'HEAD' ? null : image.bytes, {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=3600',
    },
  });
});

export const config: Config = { path: '/api/service-images/:key' };
