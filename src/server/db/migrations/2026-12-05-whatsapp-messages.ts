// WhatsApp (docs/whatsapp.md): a third outbox channel whose messages are approved templates (a template name and its
// values, written into Twilio's contentSid and contentVariables when sent), the delivery status Twilio reports for
// any message, the SMS sent once in place of a WhatsApp message that failed, the patient's choice at booking, the
// numbers that answered STOP, and every answer received, kept by Twilio's message id so a retried webhook acts once.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropConstraint('outbox_messages_channel_check').execute();
  await db.schema
    .alterTable('outbox_messages')
    .addCheckConstraint('outbox_messages_channel_check', sql`channel in ('sms', 'email', 'whatsapp')`)
    .execute();
  await db.schema
    .alterTable('outbox_messages')
    // The visit a patient's message is about: the staff screen shows which channel reached the patient.
    .addColumn('appointment_id', 'uuid', (c) => c.references('appointments.id').onDelete('set null'))
    // Twilio's status callback: queued, sent, delivered, read, failed, undelivered.
    .addColumn('delivery_status', 'text')
    .addColumn('delivery_status_at', 'timestamptz')
    // The WhatsApp message an SMS replaces: unique, so a failure is answered by one SMS at most.
    .addColumn('fallback_for', 'uuid', (c) => c.references('outbox_messages.id').onDelete('set null').unique())
    .execute();
  await sql`create index outbox_messages_appointment_idx on outbox_messages (appointment_id)
    where appointment_id is not null`.execute(db);
  await sql`create index outbox_messages_provider_idx on outbox_messages (provider_id)
    where provider_id is not null`.execute(db);

  // The patient's choice at booking: messages about this visit go by WhatsApp where it reaches them.
  await db.schema
    .alterTable('appointments')
    .addColumn('whatsapp_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Numbers (E.164) that sent STOP: no WhatsApp to them again, SMS instead.
  await db.schema
    .createTable('whatsapp_opt_outs')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('opted_out_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Every inbound WhatsApp message, once: Twilio retries a webhook that did not answer in time.
  await db.schema
    .createTable('inbound_messages')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    // confirm | cancel | another | stop | text
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'uuid', (c) => c.references('appointments.id').onDelete('set null'))
    // What was done: 'confirmed', 'cancelled', 'link_sent', 'opted_out', 'answered', or why nothing was.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('inbound_messages_kind_check', sql`kind in ('confirm', 'cancel', 'another', 'stop', 'text')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_messages').execute();
  await db.schema.dropTable('whatsapp_opt_outs').execute();
  await db.schema.alterTable('appointments').dropColumn('whatsapp_opt_in').execute();
  await db.schema
    .alterTable('outbox_messages')
    .dropColumn('fallback_for')
    .dropColumn('delivery_status_at')
    .dropColumn('delivery_status')
    .dropColumn('appointment_id')
    .execute();
  await db.schema.alterTable('outbox_messages').dropConstraint('outbox_messages_channel_check').execute();
  await db.schema
    .alterTable('outbox_messages')
    .addCheckConstraint('outbox_messages_channel_check', sql`channel in ('sms', 'email')`)
    .execute();
}
