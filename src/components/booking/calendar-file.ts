// An .ics file for "Add to calendar": one event at the Colombo date and time, written in UTC so every calendar
// places it right whatever the phone's zone.
import { colomboInstant } from '../../lib/colombo-time.ts';
import type { BookedAppointment } from '../../shared/booking/booking-request.ts';

const APPOINTMENT_MINUTES = 30;

function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export function calendarFile(appointment: BookedAppointment, now = new Date()): string {
  const start = colomboInstant(appointment.slot_date, appointment.slot_time);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hela Wedakama//Appointment booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.reference}@helawedakama.lk`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(`${appointment.service_type} with ${appointment.doctor_name}`)}`,
    `LOCATION:${escapeText(`${appointment.medical_center_name}, ${appointment.medical_center_address}`)}`,
    `DESCRIPTION:${escapeText(
      `Booking reference ${appointment.reference}.\nPlease arrive 15 minutes early and bring your medical documents.\nCenter phone: ${appointment.medical_center_phone}`,
    )}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT2H',
    'ACTION:DISPLAY',
    'DESCRIPTION:Appointment at Hela Wedakama',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function downloadCalendarFile(appointment: BookedAppointment): void {
  const blob = new Blob([calendarFile(appointment)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${appointment.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
