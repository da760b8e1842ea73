// A patient's WhatsApp message as the outbox keeps it (docs/whatsapp.md "Outbox rows"): channel 'whatsapp', the
// number in E.164 (the sender adds `whatsapp:`), `body` the readable text in the patient's language (logs, the
// local outbox, the staff screen), and `template` the approved template's name with its numbered values, or null
// for a free-form reply inside the 24-hour window. Which channel a patient's message takes is decided here, once.
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../i18n/locales.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import { SERVER_CONTENT } from '../content/server-content.ts';
import type { Database } from '../db/schema.ts';
import { nameIn } from '../email/provider.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/enqueue.ts';
import { friendlyName, WHATSAPP_MESSAGES, type WhatsAppMessageName } from './catalogue.ts';

/** The `template` column of a WhatsApp row: the template's friendly name at Twilio and its values by number. */
export interface WhatsAppContent {
  whatsapp: string;
  variables: Record<string, string>;
}

export type WhatsAppValues<Name extends WhatsAppMessageName> = Record<
  (typeof WHATSAPP_MESSAGES)[Name]['variables'][number],
  string
>;

/** WhatsApp refuses a value with a line break, a tab or more than four spaces in a row. */
function templateValue(text: string): string {
  return text.replace(/\s+/g, ' ').trim() || '-';
}

/** The template and the text a patient reads, for `name` in `locale` with these values. */
export function whatsappMessage<Name extends WhatsAppMessageName>(
  name: Name,
  locale: Locale,
  values: WhatsAppValues<Name>,
): { whatsapp: WhatsAppContent; body: string } {
  const template = SERVER_CONTENT.whatsappTemplates[name][locale];
  const names = WHATSAPP_MESSAGES[name].variables as readonly string[];
  const byName = values as Record<string, string>;
  const variables = Object.fromEntries(
    names.map((variable, index) => [String(index + 1), templateValue(byName[variable] ?? '')]),
  );
  const body = template.text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, variable: string) =>
    templateValue(byName[variable] ?? ''),
  );
  return { whatsapp: { whatsapp: friendlyName(name, locale), variables }, body };
}

/** The values every visit's message shares, in the patient's language: reference, day, time and centre. */
export function visitValues(visit: {
  reference: string;
  slotDate: string;
  slotTime: string;
  centerName: string;
  locale: Locale;
}): { reference: string; date: string; time: string; centre: string } {
  return {
    reference: visit.reference,
    date: formatDay(visit.slotDate, 'short', visit.locale),
    time: formatTime12h(visit.slotTime, visit.locale),
    centre: nameIn('centres', visit.centerName, visit.locale),
  };
}

/** A message to the patient's phone about a visit: by WhatsApp when they chose it, else the SMS of today. */
export interface PatientTextMessage<Name extends WhatsAppMessageName> {
  /** The number SMS may go to (sms/recipients.ts patientSmsNumber); undefined: no text message at all. */
  phone: string | undefined;
  appointmentId: string;
  /** The patient chose WhatsApp at booking (appointments.whatsapp_opt_in). */
  whatsappOptIn: boolean;
  dedupeKey: string;
  sendAt?: Date;
  /** The SMS of today; absent for a WhatsApp-only message (the reminder 3 hours before): nothing without WhatsApp. */
  sms?: string;
  whatsapp: { name: Name; locale: Locale; values: WhatsAppValues<Name> };
}

export function patientTextMessage<Name extends WhatsAppMessageName>(
  message: PatientTextMessage<Name>,
): OutgoingMessage[] {
  const { phone, appointmentId, dedupeKey, sendAt, sms } = message;
  if (!phone) return [];
  const envelope = { recipient: phone, appointmentId, dedupeKey, ...(sendAt ? { sendAt } : {}) };
  if (!message.whatsappOptIn) return sms === undefined ? [] : [{ ...envelope, channel: 'sms', body: sms }];
  const { name, locale, values } = message.whatsapp;
  // The SMS goes instead when the number has answered STOP by the time it is queued (outbox/enqueue.ts).
  return [{ ...envelope, channel: 'whatsapp', ...whatsappMessage(name, locale, values), smsInstead: sms }];
}

/**
 * A free-form WhatsApp answer to a patient who wrote to us (inside WhatsApp's 24-hour window: the inbound webhook's
 * replies). `to` in E.164; `body` in the patient's language.
 */
export async function enqueueWhatsAppReply(
  db: Kysely<Database> | Transaction<Database>,
  { to, body, appointmentId }: { to: string; body: string; appointmentId?: string | null },
): Promise<void> {
  await enqueueMessages(db, [{ channel: 'whatsapp', recipient: to, body, appointmentId: appointmentId ?? undefined }]);
}
