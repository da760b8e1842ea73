// "Add to calendar": the same .ics the booking e-mail attaches (src/shared/appointment-calendar.ts), downloaded.

import { appointmentIcs } from '../../shared/appointment-calendar.ts';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';

export function downloadCalendarFile(appointment: BookedAppointment): void {
  const ics = appointmentIcs({
    reference: appointment.reference,
    date: appointment.slot_date,
    time: appointment.slot_time,
    service: appointment.service_type,
    doctor: appointment.doctor_name,
    centre: {
      name: appointment.medical_center_name,
      address: appointment.medical_center_address,
      phone: appointment.medical_center_phone,
    },
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointment.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
