import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listAppointmentMessages } from '../../src/server/messaging/appointment-messages.ts';
import { appointmentMessagesQuerySchema } from '../../src/shared/messaging/appointment-messages.ts';

// GET ?id=: the messages sent to a visit's patient, by channel, with their delivery status (docs/whatsapp.md).
export default adminEndpoint({
  GET: staff('appointments:read', async ({ request, db }) => {
    const { id } = readQuery(request, appointmentMessagesQuerySchema);
    return json({ success: true, messages: await listAppointmentMessages(db, id) });
  }),
});

export const config: Config = { path: '/api/admin/appointments/messages' };
