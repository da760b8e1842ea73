// E-mails queued as their message's name and values, and written by the dispatcher when it sends them
// (docs/booking-speed.md): writing a booking's confirmation, its .ics and the staff alert in the
// request was a sixth of the booking's CPU and most of the bytes its statement sent. The recipient and the dedupe key
// are fixed when the message is queued; what the reader gets is what the same function would have written then,
// dated when it is sent.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import type { DeferredMessage, WrittenMessage } from '../outbox/enqueue.ts';
import {
  bookingConfirmationEmail,
  bookingConfirmationEnvelope,
  staffAlertEmail,
  staffAlertEnvelope,
} from './messages.ts';

const text = z.string();

/** A queued e-mail's message and the values it is written from, as the outbox's `template` column keeps them. */
export const deferredEmailSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('booking-confirmation'),
    /** bookingConfirmationEmail's input: the appointment as the patient sees it, never health information. */
    data: z.object({
      reference: text,
      patientName: text,
      patientEmail: text,
      date: text,
      time: text,
      doctor: text,
      centre: z.object({ name: text, address: text, phone: text }),
      service: text,
      durationMinutes: z.number().optional(),
      locale: z.enum(LOCALES),
      manageUrl: text,
    }),
  }),
  z.object({
    name: z.literal('staff-alert'),
    /** staffAlertEmail's input. */
    data: z.object({ event: text, id: text, title: text, summary: text, adminPath: text }),
  }),
]);

export type DeferredEmail = z.infer<typeof deferredEmailSchema>;

/** The outbox message of `email`, written only when it is sent. */
export function deferredEmail(email: DeferredEmail): DeferredMessage {
  const envelope =
    email.name === 'booking-confirmation' ? bookingConfirmationEnvelope(email.data) : staffAlertEnvelope(email.data);
  return { channel: 'email', ...envelope, template: email };
}

/** What a queued e-mail says, written now; throws when the stored values are not a message's. */
export function writeDeferredEmail(stored: unknown): WrittenMessage {
  const email = deferredEmailSchema.parse(stored);
  return email.name === 'booking-confirmation' ? bookingConfirmationEmail(email.data) : staffAlertEmail(email.data);
}
