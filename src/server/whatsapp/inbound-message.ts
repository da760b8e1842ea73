// A patient's answer on WhatsApp (docs/whatsapp.md "Answers"), already known to come from Twilio (its signature:
// messaging/twilio-webhook.ts). Each MessageSid is acted on once: its row in inbound_messages is written first, in
// the transaction that does what it asks, so a retried or doubled webhook finds it and does nothing (a parallel
// duplicate waits on the primary key until the first commits). The booking comes from the button's payload
// (`confirm:<reference>`, `cancel:<reference>`, `another:<reference>`), never from the number alone, and is acted on
// only when its patient's phone is the sender's. Confirm follows the status rules staff follow; Cancel is the manage
// link's cancel (place freed for the waitlist, staff told); Another time answers with the manage link opened on the
// move calendar; STOP (English, Sinhala, Tamil) moves the number to SMS; any other text gets the centre's phone.
// Every answer goes through the outbox, in the patient's language.
import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Locale } from '../../i18n/locales.ts';
import { canChangeStatus } from '../../shared/booking/appointment-status.ts';
import { toE164 } from '../../shared/phone-numbers.ts';
import { colomboInstant } from '../../shared/utils/colombo-time.ts';
import { logActivity } from '../admin/activity-log.ts';
import { type AppointmentRecord, findAppointment } from '../booking/appointment-details.ts';
import { BookingError } from '../booking/booking-error.ts';
import { cancellationRoutes } from '../booking/cancel-appointment.ts';
import { cancelByPatient } from '../booking/manage-booking.ts';
import { hashManageToken, manageMoveUrl, manageTokenFor, sameHash } from '../booking/manage-token.ts';
import { patientLocale } from '../booking/patient-language.ts';
import type { Database } from '../db/schema.ts';
import { absoluteUrl } from '../email/messages.ts';
import { PROVIDER } from '../email/provider.ts';
import { type InboundReply, inboundReply, isStopWord, type ReplyFacts } from './inbound-replies.ts';
import { enqueueWhatsAppReply } from './whatsapp-messages.ts';

type Kind = Database['inbound_messages']['kind'];

const optional = (description: string) => z.string().max(1000).optional().describe(description);

/**
 * Twilio's form for an incoming WhatsApp message: what this reads, and the fields of it worth knowing (Twilio sends
 * more and adds some without notice: they are ignored, though the signature covers them all).
 */
export const inboundFormSchema = z.object({
  MessageSid: z
    .string()
    .regex(/^[A-Z]{2}[0-9a-f]{32}$/i, 'MessageSid must be a Twilio message id (SM + 32 hex digits).')
    .describe("Twilio's id of the message: each is acted on once."),
  From: z
    .string()
    .transform((from) => toE164(from.replace(/^whatsapp:/i, '')) ?? '')
    .refine((phone) => phone !== '', 'From must be a WhatsApp number: whatsapp:+94771234567.')
    .describe("The patient's number, whatsapp:+E.164."),
  Body: z.string().max(4096).optional().default('').describe("The text, or the pressed button's text."),
  ButtonPayload: z
    .string()
    .max(200)
    .optional()
    .default('')
    .describe("The quick-reply button's id: confirm:<reference>, cancel:<reference> or another:<reference>."),
  ButtonText: optional("The pressed button's label, in the patient's language."),
  OriginalRepliedMessageSid: optional('The message whose button was pressed (ours).'),
  MessageType: optional('button, text, ...'),
  To: optional("The centre's WhatsApp sender, whatsapp:+E.164."),
  AccountSid: optional("The centre's Twilio account."),
  ProfileName: optional("The patient's WhatsApp profile name (not used)."),
  WaId: optional("The patient's WhatsApp id (their number without +)."),
  NumMedia: optional('How many media files came with it (not used).'),
});

export interface InboundResult {
  kind: Kind;
  /** What was done, or why nothing was; 'duplicate' when this MessageSid was handled before. */
  outcome: string;
  /** The answer queued for the patient, if any. */
  reply?: string;
}

const BUTTON = /^(confirm|cancel|another):([A-Za-z0-9-]{1,40})$/;

/** What the message asks: a button (with its booking's reference), STOP, or text. */
export function classify(body: string, payload: string): { kind: Kind; reference?: string } {
  const button = BUTTON.exec(payload.trim());
  if (button)
    return { kind: button[1] as 'confirm' | 'cancel' | 'another', reference: (button[2] ?? '').toUpperCase() };
  return { kind: isStopWord(body) ? 'stop' : 'text' };
}

export async function receiveInboundMessage(
  db: Kysely<Database>,
  form: Record<string, string | undefined>,
  now = new Date(),
): Promise<InboundResult> {
  const { MessageSid, From: from, Body, ButtonPayload } = inboundFormSchema.parse(form);
  const { kind, reference } = classify(Body, ButtonPayload);
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('inbound_messages')
      .values({ message_sid: MessageSid, from_phone: from, kind, outcome: 'received', received_at: now })
      .onConflict((conflict) => conflict.column('message_sid').doNothing())
      .returning('message_sid')
      .executeTakeFirst();
    if (!first) return { kind, outcome: 'duplicate' };
    const done = reference ? await answerButton(trx, kind, reference, from, now) : await answerText(trx, kind, from);
    await trx
      .updateTable('inbound_messages')
      .set({ outcome: done.outcome, appointment_id: done.appointmentId ?? null })
      .where('message_sid', '=', MessageSid)
      .execute();
    if (done.reply) await enqueueWhatsAppReply(trx, { to: from, body: done.reply, appointmentId: done.appointmentId });
    return { kind, outcome: done.outcome, reply: done.reply };
  });
}

interface Done {
  outcome: string;
  appointmentId?: string;
  reply?: string;
}

async function answerButton(
  trx: Transaction<Database>,
  kind: Kind,
  reference: string,
  from: string,
  now: Date,
): Promise<Done> {
  // Locked, so a Confirm and a Cancel for one booking arriving together are decided one after the other.
  const booking = await trx
    .selectFrom('appointments')
    .select(['id', 'patient_phone'])
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
  if (!booking) return { outcome: 'unknown_booking' };
  if (toE164(booking.patient_phone) !== from) return { outcome: 'not_theirs' };
  const record = await findAppointment(trx, { id: booking.id }, now);
  if (!record) return { outcome: 'unknown_booking' };
  const locale = patientLocale(record.preferred_language);
  const answer = (reply: InboundReply, outcome: string, extra: Partial<ReplyFacts> = {}): Done => ({
    outcome,
    appointmentId: record.id,
    reply: inboundReply(reply, { ...factsOf(record), ...extra }, locale),
  });
  if (record.status === 'cancelled') return answer('isCancelled', 'already_cancelled');
  const started = colomboInstant(record.slot_date, record.slot_time).getTime() <= now.getTime();
  if ((record.status !== 'pending' && record.status !== 'confirmed') || started) return answer('over', 'over');

  if (kind === 'confirm') {
    if (record.status === 'confirmed') return answer('alreadyConfirmed', 'already_confirmed');
    const when = { date: record.slot_date, time: record.slot_time };
    if (!canChangeStatus(record.status, 'confirmed', when, now)) return answer('over', 'over');
    await trx
      .updateTable('appointments')
      .set({ status: 'confirmed', updated_at: now })
      .where('id', '=', record.id)
      .where('status', '=', 'pending')
      .execute();
    await logByPatient(trx, record, 'pending -> confirmed', now);
    return answer('confirmed', 'confirmed');
  }

  if (kind === 'cancel') {
    try {
      await cancelByPatient(trx, record, await cancellationRoutes(trx), now);
    } catch (error) {
      if (!(error instanceof BookingError)) throw error;
      if (error.code === 'cancel_closed') return answer('cancelClosed', 'cancel_closed');
      return answer('isCancelled', 'already_cancelled');
    }
    await logByPatient(trx, record, `${record.status} -> cancelled`, now);
    return answer('cancelled', 'cancelled');
  }

  // Another time: the private link, opened on the move calendar, while the patient may still move it online.
  if (!record.can_cancel) return answer('moveClosed', 'move_closed');
  const token = manageTokenFor(record.id);
  const hash = hashManageToken(token);
  // SESSION_SECRET changed since the booking (or a local run restarted): the link is issued afresh, as a retried
  // booking does; the earlier link stops working.
  if (!sameHash(hash, record.manage_token_hash)) {
    await trx.updateTable('appointments').set({ manage_token_hash: hash }).where('id', '=', record.id).execute();
  }
  return answer('moveLink', 'link_sent', { link: absoluteUrl(manageMoveUrl(token), locale) });
}

function factsOf(record: AppointmentRecord): ReplyFacts {
  return {
    reference: record.reference,
    slotDate: record.slot_date,
    slotTime: record.slot_time,
    centerName: record.medical_center_name,
    phone: record.medical_center_phone || PROVIDER.phone,
    hours: record.notice_hours,
  };
}

/** The activity log's entry of the patient's own change, made on WhatsApp (no staff member, no address). */
function logByPatient(trx: Transaction<Database>, record: AppointmentRecord, change: string, now: Date) {
  return logActivity(
    trx,
    {
      adminUserId: null,
      ip: null,
      action: 'appointment_status_changed',
      description: `Appointment ${record.reference}: ${change} by the patient on WhatsApp`,
      metadata: { appointmentId: record.id, reference: record.reference, by: 'patient', via: 'whatsapp' },
    },
    now,
  );
}

/** STOP or any other text: no booking is acted on; the language and phone are those of the number's latest booking. */
async function answerText(trx: Transaction<Database>, kind: Kind, from: string): Promise<Done> {
  const latest = await trx
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select(['a.preferred_language', 'c.phone'])
    .where(sql<string>`patient_base_key(a.patient_phone, '')`, '=', `tel:${from.slice(1)}`)
    .orderBy('a.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const locale: Locale | undefined = latest ? patientLocale(latest.preferred_language) : undefined;
  const facts = { phone: latest?.phone || PROVIDER.phone };
  if (kind === 'stop') {
    const added = await trx
      .insertInto('whatsapp_opt_outs')
      .values({ phone: from })
      .onConflict((conflict) => conflict.column('phone').doNothing())
      .returning('phone')
      .executeTakeFirst();
    // One confirmation, the first time only: a second STOP is not answered.
    return added
      ? { outcome: 'opted_out', reply: inboundReply('optedOut', facts, locale) }
      : { outcome: 'already_opted_out' };
  }
  return { outcome: 'answered', reply: inboundReply('freeText', facts, locale) };
}

/** What Twilio gets back: nothing to send (the answer, if any, is in the outbox). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
