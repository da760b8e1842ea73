// GET /api/openapi.json: the OpenAPI 3.1 description of every endpoint, generated from the zod schemas that
// validate the requests (zod 4's JSON Schema output is draft 2020-12, OpenAPI 3.1's dialect). docs/api.md says
// what it promises; tests/integration/openapi-contract.test.ts holds the functions to it.
import { z } from 'zod';
import type { StaffAccess } from '../admin/admin-endpoint.ts';
import { SESSION_COOKIE } from '../admin/sessions.ts';
import { errorEnvelopeSchema } from '../http/respond.ts';
import type { ApiOperation } from './api-operation.ts';
import { API_OPERATIONS } from './api-operations.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema: the description shows the shape they start from.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The path key: `{key}` for a path parameter, the selecting query (`?action=...`) kept so each action has one. */
function pathKey(operation: Pick<ApiOperation, 'path' | 'selector'>): string {
  const path = operation.path.replace(/:(\w+)/g, '{$1}');
  const selector = new URLSearchParams(operation.selector).toString();
  return selector ? `${path}?${selector}` : path;
}

function adminEndpointOf(operation: ApiOperation, staffAccess: readonly StaffAccess[]): StaffAccess | undefined {
  return staffAccess.find(
    (endpoint) =>
      endpoint.path === operation.path &&
      endpoint.method === operation.method &&
      JSON.stringify(endpoint.query ?? {}) === JSON.stringify(operation.selector ?? {}),
  );
}

function accessNote(endpoint: StaffAccess): string {
  if (endpoint.permission === 'signed-in') return 'Any signed-in staff account.';
  if (endpoint.permission === 'second-step') {
    return 'A staff session after the password, also one whose second step (code or enrolment) is still to do.';
  }
  if (endpoint.permission === 'admin-role') return 'Role admin only.';
  return `Staff with the ${endpoint.permission} permission (role admin has all).`;
}

function parameters(operation: ApiOperation): JsonSchema[] {
  const fixed = Object.entries(operation.selector ?? {}).map(([name, value]) => ({
    name,
    in: 'query',
    required: true,
    schema: { type: 'string', const: value },
  }));
  const pathParameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = operation.query ? jsonSchema(operation.query, 'input') : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const queryParameters = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(operation.example?.query?.[name] !== undefined ? { example: operation.example.query[name] } : {}),
  }));
  const signature = operation.twilioForm
    ? [
        {
          name: 'X-Twilio-Signature',
          in: 'header',
          required: true,
          description:
            "Twilio's signature: HMAC-SHA1 with the account's auth token of the public URL followed by the form's fields, base64 (docs/whatsapp.md).",
          schema: { type: 'string' },
        },
      ]
    : [];
  return [...fixed, ...pathParameters, ...queryParameters, ...signature];
}

function requestBody(operation: ApiOperation): JsonSchema | undefined {
  if (operation.rawBody === 'image') {
    return {
      required: true,
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    };
  }
  if (operation.twilioForm) {
    const example = operation.example?.body;
    const schema = jsonSchema(operation.twilioForm, 'input');
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema, ...(example !== undefined ? { example } : {}) } },
    };
  }
  if (!operation.body) return undefined;
  const schema = jsonSchema(operation.body, 'input');
  const example = operation.example?.body;
  return {
    required: true,
    content: {
      'application/json': {
        schema,
        ...(example !== undefined ? { example } : {}),
      },
    },
  };
}

function operationObject(operation: ApiOperation, staffAccess: readonly StaffAccess[]): JsonSchema {
  const admin = adminEndpointOf(operation, staffAccess);
  const error = { $ref: '#/components/schemas/Error' };
  const contentType = operation.success.contentType ?? 'application/json';
  const success =
    contentType === 'application/json'
      ? { schema: jsonSchema(operation.success.schema, 'output') }
      : { schema: { type: 'string' } };
  const body = requestBody(operation);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: [operation.tag],
    ...(admin ? { description: accessNote(admin), security: [{ adminSession: [] }] } : { security: [] }),
    parameters: parameters(operation),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(operation.success.status)]: { description: 'Done.', content: { [contentType]: success } },
      ...(operation.twilioForm
        ? {
            '403': {
              description: 'Not signed by Twilio (X-Twilio-Signature missing or wrong): nothing was done.',
              content: { 'application/json': { schema: error } },
            },
          }
        : {}),
      '4XX': {
        description:
          'Refused: 400 bad input (fields names each field), 401 not signed in, 403 not allowed, 404 not found, 405 wrong method, 409 a conflict with the current state, 429 too many requests.',
        content: { 'application/json': { schema: error } },
      },
      '5XX': { description: 'Unexpected failure.', content: { 'application/json': { schema: error } } },
    },
  };
}

/** The description, with what each staff operation needs as its functions declare it (admin-endpoint.ts). */
export function openApiDocument(staffAccess: readonly StaffAccess[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of API_OPERATIONS) {
    const key = pathKey(operation);
    paths[key] = { ...paths[key], [operation.method.toLowerCase()]: operationObject(operation, staffAccess) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hela Wedakama website and back office API',
      version: '1.0.0',
      description: [
        'The calls of the public website and of the staff back office. Every error answers one envelope,',
        '`{ error, message, code, fields }` (components.schemas.Error).',
        '',
        'Notes:',
        '- Actions selected by a query parameter on one path (`/api/volunteer?action=...`, `/api/admin-reviews?action=stats`)',
        '  are listed under path keys that include it, so each has its own request and answer.',
        '- Staff calls authenticate with the HttpOnly session cookie set by `POST /api/admin/login`; calls that change',
        '  state must come from the same origin with a JSON body. There is **no static admin key header**.',
        '- There is **no public SMS endpoint** (the original `/api/sms-notification`, with its key in the browser):',
        '  text messages go out from the server after the events that need them.',
        '- One call is form-encoded and comes from Twilio, not a browser: `POST /api/messaging/inbound`, trusted only',
        '  when signed (X-Twilio-Signature, else 403).',
      ].join('\n'),
    },
    tags: ['Booking', 'Services', 'Reviews', 'Contact and donations', 'Volunteer', 'Admin', 'Messaging', 'About'].map(
      (name) => ({
        name,
      }),
    ),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The staff session cookie (HttpOnly) set by POST /api/admin/login.',
        },
      },
    },
  };
}
