// Staff Confirm tells the patient (docs/product-rules.md "Confirming"): an e-mail and an SMS in the patient's
// language, queued in the transaction that confirms, once per appointment whatever happens later (their dedupe
// keys: a correction back to pending and a second Confirm send nothing more). SMS abroad follow Settings.
import type { Transaction } from 'kysely';
import type { Settings } from '../../shared/settings/settings-schema.ts';
import type { Database } from '../db/schema.ts';
import { emailDataOf } from '../email/appointment-query.ts';
import { bookingConfirmedEmail } from '../email/messages.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { patientConfirmed } from '../sms/booking-messages.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';
import { manageTokenFor, manageUrl } from './manage-token.ts';
import { patientLocale } from './patient-language.ts';

export async function tellPatientConfirmed(
  trx: Transaction<Database>,
  appointmentId: string,
  settings: Pick<Settings, 'smsAbroad' | 'patientNoticeHours'>,
): Promise<void> {
  const row = await selectAppointmentsWithPlace(trx).where('a.id', '=', appointmentId).executeTakeFirstOrThrow();
  const phone = patientSmsNumber(row.patient_phone, settings.smsAbroad);
  const link = manageUrl(manageTokenFor(row.id));
  const visit = {
    reference: row.reference,
    doctorName: `${row.doctor_title} ${row.doctor_plain_name}`,
    centerName: row.medical_center_name,
    slotDate: row.slot_date,
    slotTime: row.slot_time,
    locale: patientLocale(row.preferred_language),
    centrePhone: row.medical_center_phone,
  };
  await enqueueMessages(trx, [
    {
      ...bookingConfirmedEmail({ ...emailDataOf(row), manageUrl: link, noticeHours: settings.patientNoticeHours }),
      appointmentId: row.id,
    },
    ...patientTextMessage({
      phone,
      appointmentId: row.id,
      whatsappOptIn: row.whatsapp_opt_in,
      dedupeKey: `confirmed:${row.id}:patient`,
      sms: patientConfirmed(visit),
      whatsapp: {
        name: 'booking_confirmed',
        locale: visit.locale,
        values: { ...visitValues(visit), phone: row.medical_center_phone },
      },
    }),
  ]);
}
