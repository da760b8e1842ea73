// The texts of the booking SMS (docs/product-rules.md "Notifications"): dates and times on the Asia/Colombo clock.
// Health information never goes by SMS: the notes line carries only the patient's own free-text note, never the
// health conditions or medications (those stay in the database, for staff with permission).
import { formatDay, formatTime12h } from '../../lib/format.ts';

const SMS_NOTES_LIMIT = 80;

export interface BookingFacts {
  reference: string;
  patientName: string;
  patientPhone: string;
  patientEmail: string;
  /** Colombo calendar date 'YYYY-MM-DD' and wall-clock time 'HH:MM[:SS]'. */
  slotDate: string;
  slotTime: string;
  doctorName: string;
  centerName: string;
  serviceType: string;
  patientNote?: string;
}

/** The first 80 characters, with an ellipsis when there were more. */
export function truncateNote(note: string, limit = SMS_NOTES_LIMIT): string {
  const flat = note.replace(/\s+/g, ' ').trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}

/** The new-appointment notice to the admin and the doctor. */
export function newBookingNotice(facts: BookingFacts): string {
  return [
    'New appointment booked',
    `Patient: ${facts.patientName}`,
    `Phone: ${facts.patientPhone}`,
    `Email: ${facts.patientEmail}`,
    `Date: ${formatDay(facts.slotDate, 'short')}`,
    `Time: ${formatTime12h(facts.slotTime)} (Colombo)`,
    `Doctor: ${facts.doctorName}`,
    `Center: ${facts.centerName}`,
    `Service: ${facts.serviceType}`,
    `Notes: ${facts.patientNote ? truncateNote(facts.patientNote) : '-'}`,
    `Ref: ${facts.reference}`,
    'Please confirm this appointment with the patient.',
  ].join('\n');
}

export function patientConfirmation(facts: BookingFacts): string {
  return (
    `Hela Wedakama: your appointment ${facts.reference} with ${facts.doctorName} at ${facts.centerName} on ` +
    `${formatDay(facts.slotDate, 'short')} at ${formatTime12h(facts.slotTime)} is booked. We will contact you ` +
    'within 24 hours. Please arrive 15 minutes early.'
  );
}

export function patientReminder(facts: Omit<BookingFacts, 'patientPhone' | 'patientEmail' | 'serviceType'>): string {
  return (
    `Hela Wedakama reminder: your appointment ${facts.reference} with ${facts.doctorName} at ${facts.centerName} ` +
    `is tomorrow, ${formatDay(facts.slotDate, 'short')} at ${formatTime12h(facts.slotTime)}. Please arrive 15 ` +
    'minutes early and bring your medical documents.'
  );
}

export function cancellationNotice(facts: BookingFacts): string {
  return [
    'Appointment cancelled by the patient',
    `Patient: ${facts.patientName}`,
    `Phone: ${facts.patientPhone}`,
    `Date: ${formatDay(facts.slotDate, 'short')}`,
    `Time: ${formatTime12h(facts.slotTime)} (Colombo)`,
    `Doctor: ${facts.doctorName}`,
    `Center: ${facts.centerName}`,
    `Ref: ${facts.reference}`,
  ].join('\n');
}
