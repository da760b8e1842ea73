// GET: a day's slots (live, never cached). POST: book one (docs/api.md). The Idempotency-Key header (or
// the idempotency_key field) makes a retried submit answer the first booking instead of making a second.
import type { Config } from '@netlify/functions';
import { bookAppointment } from '../../src/server/booking/book-appointment.ts';
import { listSlots } from '../../src/server/booking/catalogue-queries.ts';
import { withPatientLanguage } from '../../src/server/booking/patient-language.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson, readQuery, requestLanguage } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { bookingRequestSchema } from '../../src/shared/booking/booking-schema.ts';
import { slotsQuerySchema } from '../../src/shared/booking/catalogue-query-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'POST']);
  if (request.method === 'GET') {
    const query = readQuery(request, slotsQuerySchema);
    const data = await listSlots(db, {
      doctorId: query.doctor_id,
      medicalCenterId: query.medical_center_id,
      date: query.date,
    });
    return json({ data });
  }
  // A booking naming no preferred language is the language it was asked in (?lang=, Accept-Language, English).
  const booking = withPatientLanguage(await readJson(request, bookingRequestSchema), requestLanguage(request));
  const idempotencyKey = request.headers.get('idempotency-key')?.trim() || undefined;
  const { confirmation, replayed } = await bookAppointment(db, booking, {
    idempotencyKey,
    clientAddress: clientAddress(request, context),
  });
  if (!replayed) kickDispatcher(context);
  return json(confirmation, { status: replayed ? 200 : 201 });
});

export const config: Config = { path: '/api/appointment-slots' };
