// The messages about one visit (outbox_messages.appointment_id), oldest first, for the staff screen: channel, the
// outbox's state, Twilio's delivery status and their times. Not the texts: they are the patient's.
import type { Kysely } from 'kysely';
import type { AppointmentMessage } from '../../shared/messaging/appointment-messages.ts';
import type { Database } from '../db/schema.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listAppointmentMessages(
  db: Kysely<Database>,
  appointmentId: string,
): Promise<AppointmentMessage[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select([
      'id',
      'channel',
      'status',
      'delivery_status',
      'delivery_status_at',
      'created_at',
      'sent_at',
      'template',
      'fallback_for',
    ])
    .where('appointment_id', '=', appointmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const template = row.template as { whatsapp?: unknown } | null;
    return {
      id: row.id,
      channel: row.channel,
      status: row.status,
      delivery_status: row.delivery_status,
      delivery_status_at: iso(row.delivery_status_at),
      created_at: iso(row.created_at) ?? '',
      sent_at: iso(row.sent_at),
      template: row.channel === 'whatsapp' && typeof template?.whatsapp === 'string' ? template.whatsapp : null,
      fallback_for: row.fallback_for,
    };
  });
}
