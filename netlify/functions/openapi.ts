// GET /api/openapi.json: the API's OpenAPI 3.1 description (docs/api.md), built from the request schemas.
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { openApiDocument } from '../../src/server/openapi/openapi-document.ts';

export default endpoint(async ({ request }) => {
  allowMethods(request, ['GET']);
  return json(openApiDocument(), { cache: { kind: 'shared', tags: ['openapi'], cdnSeconds: 3600 } });
});

export const config: Config = { path: '/api/openapi.json' };
