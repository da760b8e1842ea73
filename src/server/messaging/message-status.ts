// Twilio's status callback (messageStatus, POST /api/messaging/status): what became of a message we sent, recorded
// on its outbox row by Twilio's message id (provider_id) for the staff screen. Callbacks may arrive out of order: a
// later stage (delivered after sent, read after delivered) replaces an earlier one, never the reverse, and a
// failure stays. A WhatsApp message reported failed or undelivered is answered by one SMS (whatsapp/fallback.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { FAILED_DELIVERY_STATUSES, fallBackToSms } from '../whatsapp/fallback.ts';

/** How far a message got: a status replaces the recorded one only when it is not behind it. */
const STAGE: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
  undelivered: 5,
  canceled: 5,
};

export const messageStatusForm = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'MessageSid is a Twilio message id (SM...).'),
  MessageStatus: z.enum(Object.keys(STAGE) as [string, ...string[]], {
    error: `MessageStatus is one of ${Object.keys(STAGE).join(', ')}.`,
  }),
  ErrorCode: z.string().max(10).optional(),
});

export type MessageStatusReport = z.output<typeof messageStatusForm>;

/** The form's fields, or a 400 naming the first one that is wrong. */
export function parseMessageStatus(form: Record<string, string>): MessageStatusReport {
  const parsed = messageStatusForm.safeParse(form);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  throw new HttpError(400, Object.values(fields).join(' '), { code: 'invalid_request', fields });
}

/** Records the status; answers whether a message of ours had that id, and whether an SMS fallback was queued. */
export async function recordMessageStatus(
  db: Kysely<Database>,
  report: MessageStatusReport,
  now = new Date(),
): Promise<{ recorded: boolean; fallback: boolean }> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'delivery_status'])
    .where('provider_id', '=', report.MessageSid)
    .executeTakeFirst();
  if (!row) return { recorded: false, fallback: false };
  const stage = STAGE[report.MessageStatus] ?? 0;
  const recordedStage = row.delivery_status ? (STAGE[row.delivery_status] ?? 0) : -1;
  if (stage >= recordedStage && report.MessageStatus !== row.delivery_status) {
    await db
      .updateTable('outbox_messages')
      .set({
        delivery_status: report.MessageStatus,
        delivery_status_at: now,
        ...(report.ErrorCode ? { last_error: `Twilio status ${report.MessageStatus}: error ${report.ErrorCode}` } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  const failed = (FAILED_DELIVERY_STATUSES as readonly string[]).includes(report.MessageStatus);
  const fallback = failed && row.channel === 'whatsapp' ? await fallBackToSms(db, row.id) : false;
  return { recorded: true, fallback };
}
