// What an appointment e-mail shows, from a row of selectAppointmentsWithPlace (the reminder pass, a staff
// cancellation). That query selects no health information, so none can reach a message.
import type { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import { type AppointmentEmailData, appointmentEmailData } from './messages.ts';

type Row = Awaited<ReturnType<ReturnType<typeof selectAppointmentsWithPlace>['executeTakeFirstOrThrow']>>;

export function emailDataOf(row: Row): AppointmentEmailData {
  return appointmentEmailData({ ...row, doctor_name: `${row.doctor_title} ${row.doctor_plain_name}` });
}
