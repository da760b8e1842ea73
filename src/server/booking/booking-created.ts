// A new booking, one decision for both channels, queued in the booking's own transaction: the patient's
// confirmation e-mail and SMS (a foreign number only when SMS abroad is on), and the staff notice as the Settings
// switches say (SMS to the admin number and the doctor, e-mail to staff). Beside cancel-appointment.ts and
// day-before-reminder.ts, the other events of an appointment's life.
import type { Kysely } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';
import type { NotificationEvent, Settings } from '../../shared/settings/settings-schema.ts';
import type { Database } from '../db/schema.ts';
import { deferredEmail } from '../email/deferred-emails.ts';
import type { AppointmentEmailData } from '../email/messages.ts';
import type { OutgoingMessage } from '../outbox/enqueue.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { type BookingFacts, newBookingNotice, patientConfirmation } from '../sms/booking-messages.ts';
import { patientSmsNumber, type StaffSmsRecipients, staffSmsRecipientsIn } from '../sms/recipients.ts';
import { type StaffAlertRoute, staffAlertMessages, staffAlertRouteIn } from '../staff-alerts/staff-alerts.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { bookingAlert } from './appointment-alerts.ts';

/** Where staff hear of an appointment's event; read before the transaction, so the slot's lock is held briefly. */
export interface BookingRoutes {
  sms: StaffSmsRecipients;
  alert: StaffAlertRoute;
}

/** Both routes from one read of the Settings. */
export async function staffRoutes(db: Kysely<Database>, event: NotificationEvent): Promise<BookingRoutes> {
  return staffRoutesIn(await readSettings(db), event);
}

/** Both routes in Settings already read (a booking reads them in the same statement as the slot). */
export function staffRoutesIn(settings: Settings, event: NotificationEvent): BookingRoutes {
  return { sms: staffSmsRecipientsIn(settings, event), alert: staffAlertRouteIn(settings, event) };
}

/** The booking just made, as its messages describe it. */
export interface CreatedBooking {
  id: string;
  facts: BookingFacts;
  email: AppointmentEmailData;
  /** The patient's private link to see or cancel the booking. */
  manageUrl: string;
  doctorPhone: string | null;
  /** The patient chose WhatsApp and their number has not answered STOP. */
  whatsapp: boolean;
}

/** Every message the new booking owes, for the transaction that made it to queue. */
export function bookingCreatedMessages(booking: CreatedBooking, { sms, alert }: BookingRoutes): OutgoingMessage[] {
  const { id, facts } = booking;
  const notice = newBookingNotice(facts);
  const doctor = sms.enabled && booking.doctorPhone ? toE164(booking.doctorPhone) : undefined;
  const admin = sms.enabled ? sms.admin : undefined;
  const patient = patientSmsNumber(facts.patientPhone, sms.smsAbroad);
  const messages: OutgoingMessage[] = [];
  if (admin) messages.push({ channel: 'sms', recipient: admin, body: notice, dedupeKey: `booking:${id}:admin` });
  if (doctor && doctor !== admin) {
    messages.push({ channel: 'sms', recipient: doctor, body: notice, dedupeKey: `booking:${id}:doctor` });
  }
  messages.push(
    ...patientTextMessage({
      phone: patient,
      appointmentId: id,
      whatsappOptIn: booking.whatsapp,
      dedupeKey: `booking:${id}:patient`,
      sms: patientConfirmation(facts),
      whatsapp: { name: 'booking_confirmation', locale: facts.locale, values: visitValues(facts) },
    }),
  );
  messages.push(
    {
      ...deferredEmail({ name: 'booking-confirmation', data: { ...booking.email, manageUrl: booking.manageUrl } }),
      appointmentId: id,
    },
    ...staffAlertMessages(alert, bookingAlert('new_appointment', id, facts), ['email']),
  );
  return messages;
}
