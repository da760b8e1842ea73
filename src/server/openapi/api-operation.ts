// What the operation table (api-operations.ts) says of one operation, and the small builders that let each entry
// state only what is its own: the tag once for its group, the method, path and selecting query as one route.
import type { z } from 'zod';
import type { HttpMethod } from '../http/request.ts';

export interface ApiOperation {
  operationId: string;
  /** The function's config.path (`:key` for a path parameter). */
  path: string;
  method: HttpMethod;
  /** Fixed query parameters that select the operation on a shared path (/api/volunteer?action=...). */
  selector?: Record<string, string>;
  summary: string;
  tag: 'Booking' | 'Services' | 'Reviews' | 'Contact and donations' | 'Volunteer' | 'Admin' | 'Messaging' | 'About';
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The raw file of an upload instead of JSON. */
  rawBody?: 'image';
  /** A Twilio webhook: this form-encoded body (example.body as its fields) signed in X-Twilio-Signature, else 403. */
  twilioForm?: z.ZodType;
  success: { status: number; schema: z.ZodType; contentType?: string };
  /** A request the operation accepts as documented (values a test replaces with live ids are marked there). */
  example?: { query?: Record<string, string>; body?: unknown };
}

/** An entry of the table: `route` as docs/api.md writes it, `'GET /api/volunteer?action=get-programs'`. */
type OperationEntry = Omit<ApiOperation, 'operationId' | 'path' | 'method' | 'selector' | 'tag'> & {
  route: `${HttpMethod} /api/${string}`;
};

/** The operations of one tag, keyed by their operationId. */
export function tagged(tag: ApiOperation['tag'], entries: Record<string, OperationEntry>): ApiOperation[] {
  return Object.entries(entries).map(([operationId, { route, ...operation }]) => {
    const [method, target] = route.split(' ') as [HttpMethod, string];
    const [path, selector] = target.split('?') as [string, string | undefined];
    return {
      operationId,
      path,
      method,
      ...(selector === undefined ? {} : { selector: Object.fromEntries(new URLSearchParams(selector)) }),
      tag,
      ...operation,
    };
  });
}

/** A 200 answer of `schema` (JSON unless another content type is named). */
export function ok(schema: z.ZodType, contentType?: string): ApiOperation['success'] {
  return contentType ? { status: 200, schema, contentType } : { status: 200, schema };
}

/** A 201 answer: the operation made something. */
export function created(schema: z.ZodType): ApiOperation['success'] {
  return { status: 201, schema };
}
