// The CSV export of the admin appointments list (docs/product-rules.md "Appointments"): the agreed columns and file name, UTF-8
// with a byte-order mark so Excel reads Sinhala and Tamil names correctly, RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula (= + - @, and tab or carriage return) neutralised with a leading quote
// (OWASP "CSV injection"). Phones are written so they open as text with no quote (`phoneAsText`), times are
// Colombo wall-clock like the preferred date, and Notes is the agreed combined notes text (health information:
// the caller logs the export like the detail view). After the agreed columns, so they keep their places: Language, the
// language the patient's messages go in (docs/i18n.md), empty for a booking made before it was asked; then the
// booking's reference, centre and doctor, which the desk needs to find and route a visit.

import type { AdminAppointment } from '../../shared/booking/admin-appointment.ts';
import { enumLabel, PREFERRED_LANGUAGE_LABELS } from '../../shared/enums.ts';
import { phoneAsText } from '../../shared/phone-numbers.ts';
import { colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';

export const CSV_COLUMNS = [
  'Patient Name',
  'Email',
  'Phone',
  'Preferred Date',
  'Service',
  'Status',
  'Notes',
  'Created At',
  'Language',
  'Reference',
  'Medical Center',
  'Doctor',
] as const;

const BOM = '\uFEFF';

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function appointmentsCsv(appointments: readonly AdminAppointment[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const a of appointments) {
    lines.push(
      [
        a.name,
        a.email,
        phoneAsText(a.phone) ?? a.phone,
        `${a.preferred_date} ${a.preferred_time}`,
        a.service,
        a.status,
        a.combined_notes ?? a.notes,
        colomboDateTime(a.created_at),
        enumLabel(PREFERRED_LANGUAGE_LABELS, a.preferred_language),
        a.reference,
        a.center,
        a.doctor,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return csvFile(lines);
}

/** Header and rows as the file staff download: UTF-8 with its byte-order mark, CRLF line ends. */
export function csvFile(lines: readonly string[]): string {
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** An ISO instant as Colombo 'YYYY-MM-DD HH:MM', the form of the Preferred Date column. */
export function colomboDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${colomboToday(instant)} ${colomboTimeOfDay(instant)}`;
}

/** 'appointments-YYYY-MM-DD.csv' with the day of the export in Colombo. */
export function csvFileName(today: string): string {
  return `appointments-${today}.csv`;
}
