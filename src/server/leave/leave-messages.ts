// What a leave owes each patient it catches: one message set, the e-mail and (where the patient has a number SMS
// may go to) the SMS, in the patient's language, with the private link to move or cancel the visit. The dedupe
// keys name the appointment and the slot, not the leave: two overlapping leaves catching the same booking on the
// same slot queue its messages once, even when they are marked at the same moment; a booking moved onto another
// slot that a later leave catches is told again, as it should be.

import { patientLocale } from '../booking/patient-language.ts';
import { emailDataOf } from '../email/appointment-query.ts';
import { absoluteUrl, type Closure, visitCannotTakePlaceEmail } from '../email/messages.ts';
import type { OutgoingMessage } from '../outbox/enqueue.ts';
import { patientVisitCannotTakePlace } from '../sms/booking-messages.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';

type Row = Parameters<typeof emailDataOf>[0] & { id: string; slot_id: string };

export interface LeaveNotice {
  closure: Closure;
  patientReason: string | null;
  /** Whether the patient's SMS may go abroad (Settings). */
  smsAbroad: boolean;
}

export function leaveMessages(row: Row, manageUrl: string, notice: LeaveNotice): OutgoingMessage[] {
  const key = `leave:${row.id}:${row.slot_id}`;
  const data = emailDataOf(row);
  const visit = {
    reference: row.reference,
    slotDate: row.slot_date,
    slotTime: row.slot_time,
    doctorName: data.doctor,
    centerName: row.medical_center_name,
    locale: patientLocale(row.preferred_language),
  };
  const link = absoluteUrl(manageUrl, data.locale);
  return [
    {
      ...visitCannotTakePlaceEmail(
        { ...data, manageUrl, closure: notice.closure, patientReason: notice.patientReason },
        `${key}:email`,
      ),
      appointmentId: row.id,
    },
    ...patientTextMessage({
      phone: patientSmsNumber(row.patient_phone, notice.smsAbroad),
      appointmentId: row.id,
      whatsappOptIn: row.whatsapp_opt_in,
      dedupeKey: `${key}:sms`,
      sms: patientVisitCannotTakePlace(visit, link),
      whatsapp: { name: 'visit_cannot_take_place', locale: visit.locale, values: { ...visitValues(visit), link } },
    }),
  ];
}
