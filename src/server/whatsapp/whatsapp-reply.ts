// A free-form WhatsApp answer (a session message: the patient wrote within the last 24 hours), queued in the
// outbox in the caller's transaction like every other message: channel 'whatsapp', no template, the visit it is
// about. Minimal on this branch; the outbound side owns the WhatsApp channel.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';

export interface WhatsAppReply {
  /** E.164. */
  to: string;
  body: string;
  appointmentId?: string | null;
}

export async function enqueueWhatsAppReply(
  db: Kysely<Database> | Transaction<Database>,
  { to, body, appointmentId }: WhatsAppReply,
): Promise<void> {
  await enqueueMessages(db, [{ channel: 'whatsapp', recipient: to, body, appointmentId: appointmentId ?? undefined }]);
}
