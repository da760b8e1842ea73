// What staff are told (as the Settings switches say) when a patient books, cancels or moves a visit: who, what,
// when and where, never the patient's notes or health information.
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import { type BookingFacts, patientLanguageName } from '../sms/booking-messages.ts';
import type { StaffAlert } from '../staff-alerts/staff-alerts.ts';

/** The visit's day and time as staff read them in an alert. */
const visitTime = (facts: BookingFacts) => `${formatDay(facts.slotDate, 'short')} at ${formatTime12h(facts.slotTime)}`;

/** The staff alert of a booking or of its cancellation by the patient: who, what, when and where. */
export function bookingAlert(
  event: 'new_appointment' | 'appointment_cancelled',
  id: string,
  facts: BookingFacts,
): StaffAlert {
  const what = `${facts.serviceType} with ${facts.doctorName} at ${facts.centerName} on ${visitTime(facts)} (${facts.reference})`;
  return event === 'new_appointment'
    ? {
        event,
        id,
        title: `New appointment ${facts.reference}`,
        summary: `${facts.patientName} (${facts.patientPhone}, ${facts.patientEmail}; reads ${patientLanguageName(facts.locale)}) booked ${what}. It waits for confirmation.`,
        adminPath: '/admin/appointments',
      }
    : {
        event,
        id,
        title: `Appointment ${facts.reference} cancelled by the patient`,
        summary: `${facts.patientName} cancelled ${what}. The place is free again.`,
        adminPath: '/admin/appointments',
      };
}

/** The staff alert of a visit the patient moved from their private link: who, and the new time and place. */
export function patientMoveAlert(id: string, sequence: number, facts: BookingFacts): StaffAlert {
  return {
    event: 'appointment_moved',
    id: `${id}:${sequence}`,
    title: `Appointment ${facts.reference} moved by the patient`,
    summary: `${facts.patientName} (${facts.patientPhone}) moved their visit to ${facts.doctorName} at ${facts.centerName} on ${visitTime(facts)}. The old place is free again.`,
    adminPath: '/admin/appointments',
  };
}
