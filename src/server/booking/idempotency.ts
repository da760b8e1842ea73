// What makes a retry the same booking request (src/server/booking/README.md "Idempotency"): every field the client
// sent, as validated, but the key itself. A key sent again with any other field is another request, refused with
// 422 idempotency_conflict, and learns nothing of the first booking.
import { createHash } from 'node:crypto';
import type { BookingRequest } from '../../shared/booking/booking-schema.ts';

/** SHA-256 of the request's fields in a fixed order (the key left out), for appointments.idempotency_fingerprint. */
export function requestFingerprint(request: BookingRequest): string {
  const { idempotency_key: _key, ...fields } = request;
  const ordered = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name as keyof typeof fields] ?? null]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}
