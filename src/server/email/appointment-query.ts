// What an appointment e-mail shows, from a row of selectAppointmentsWithPlace (the reminder pass, a staff
// cancellation). That query selects no health information, so none can reach a message.
import type { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import { doctorNameIn, patientLocale } from '../booking/patient-language.ts';
import type { BookingFacts } from '../sms/booking-messages.ts';
import { type AppointmentEmailData, appointmentEmailData } from './messages.ts';

type Row = Awaited<ReturnType<ReturnType<typeof selectAppointmentsWithPlace>['executeTakeFirstOrThrow']>>;

export function emailDataOf(row: Row): AppointmentEmailData {
  // The patient's e-mail names the doctor in the patient's language; the staff alerts (bookingFactsOf) in English.
  return appointmentEmailData({ ...row, doctor_name: doctorNameIn(row, patientLocale(row.preferred_language)) });
}

/** What the SMS and the staff alerts say of the appointment of a row of selectAppointmentsWithPlace. */
export function bookingFactsOf(row: Row): BookingFacts {
  return {
    reference: row.reference,
    patientName: row.patient_name,
    patientPhone: row.patient_phone,
    patientEmail: row.patient_email,
    slotDate: row.slot_date,
    slotTime: row.slot_time,
    doctorName: `${row.doctor_title} ${row.doctor_plain_name}`,
    centerName: row.medical_center_name,
    serviceType: row.service_type,
    locale: patientLocale(row.preferred_language),
  };
}
