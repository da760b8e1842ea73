// The one error envelope (docs/api.md): whatever a handler throws, the answer is { error, message, code, fields }
// with the domain's code when the error carries one, and nothing from an unexpected error leaks out.
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { BookingError } from '../../src/server/booking/booking-error.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { errorEnvelopeSchema, errorResponse } from '../../src/server/http/respond.ts';

const zodError = z.object({ email: z.string({ error: 'Email is required' }) }).safeParse({}).error;

describe('errorResponse', () => {
  test.each([
    ['a refused field', zodError, 400, { code: 'validation_failed', fields: { email: 'Email is required' } }],
    ['a domain error', new BookingError(409, 'slot_full', 'Fully booked'), 409, { code: 'slot_full', fields: {} }],
    [
      'a domain error naming a field',
      new BookingError(400, 'service_unavailable', 'No such service', { service_type: 'Please select a service' }),
      400,
      { code: 'service_unavailable', fields: { service_type: 'Please select a service' } },
    ],
    [
      'an error with a code of its own',
      new HttpError(409, 'Taken', { code: 'already_registered' }),
      409,
      { code: 'already_registered' },
    ],
    ['an error without a code', new HttpError(404, 'Application not found'), 404, { code: 'not_found' }],
    ['too many requests', new HttpError(429, 'Slow down'), 429, { code: 'rate_limited' }],
    ['an unexpected failure', new Error('connection string postgres://secret'), 500, { code: 'internal_error' }],
  ])('%s answers the envelope', async (_case, error, status, expected) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = errorResponse(error);
    quiet.mockRestore();
    expect(response.status).toBe(status);
    const body = errorEnvelopeSchema.strict().parse(await response.json());
    expect(body).toMatchObject(expected);
    expect(body.message).toBe(body.error);
    expect(body.error).not.toContain('secret');
  });

  test('keeps the headers an error brings (Allow on a 405)', () => {
    const response = errorResponse(
      new HttpError(405, 'Method DELETE is not allowed here.', { headers: { Allow: 'GET' } }),
    );
    expect(response.headers.get('allow')).toBe('GET');
  });
});
