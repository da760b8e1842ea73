// One offer for one freed place (docs/product-rules.md "Waitlist"), in the transaction that freed it: the first
// person waiting for the slot's doctor, centre and day gets it, by SMS and e-mail in their language, with their
// link; the place stays counted on the slot (held for them) until they claim it, decline it or the hold lapses.
// Nobody is offered anything between 21:00 and 07:00 Colombo time (the scheduled run offers the free places in the
// morning), nor a slot starting in less than two hours.
import type { Transaction } from 'kysely';
import { colomboInstant, colomboTimeOfDay } from '../../shared/utils/colombo-time.ts';
import { inQuietHours, WAITLIST_MIN_LEAD_HOURS } from '../../shared/waitlist/waitlist.ts';
import { waitlistTokenFor, waitlistUrl } from '../booking/manage-token.ts';
import { patientLocale } from '../booking/patient-language.ts';
import type { Database } from '../db/schema.ts';
import { absoluteUrl, waitlistOfferEmail } from '../email/messages.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/enqueue.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { waitlistOfferSms } from '../sms/waitlist-messages.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Whether an offer may go out at `now` for a slot at `date` `time` (Colombo). */
export function mayOffer(now: Date, date: string, time: string): boolean {
  if (inQuietHours(colomboTimeOfDay(now))) return false;
  return colomboInstant(date, time).getTime() - now.getTime() >= WAITLIST_MIN_LEAD_HOURS * HOUR;
}

/**
 * Offers the place just given back to `slotId` to the first person waiting, in the caller's transaction. True when
 * it did: the caller then leaves the place counted on the slot, held for that person.
 */
export async function offerFreedPlace(trx: Transaction<Database>, slotId: string, now: Date): Promise<boolean> {
  const slot = await trx
    .selectFrom('appointment_slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      's.doctor_id',
      's.medical_center_id',
      's.slot_date',
      's.slot_time',
      's.is_available',
      'd.title',
      'd.name',
      'c.name as center_name',
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
  if (!slot?.is_available || !mayOffer(now, slot.slot_date, slot.slot_time)) return false;
  // The first in line whom no parallel offer is being made to: one person, one offer, one place.
  const next = await trx
    .selectFrom('waitlist_entries')
    .select(['id', 'patient_name', 'patient_phone', 'patient_email', 'preferred_language'])
    .where('doctor_id', '=', slot.doctor_id)
    .where('medical_center_id', '=', slot.medical_center_id)
    .where('slot_date', '=', slot.slot_date)
    .where('status', '=', 'waiting')
    .orderBy('queue_position')
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!next) return false;
  const { waitlistHoldMinutes, smsAbroad } = await readSettings(trx);
  const expiresAt = new Date(now.getTime() + waitlistHoldMinutes * MINUTE);
  await trx
    .updateTable('waitlist_entries')
    .set({ status: 'offered', offer_slot_id: slotId, offered_at: now, offer_expires_at: expiresAt, updated_at: now })
    .where('id', '=', next.id)
    .execute();
  const locale = patientLocale(next.preferred_language);
  const link = waitlistUrl(waitlistTokenFor(next.id));
  const key = `waitlist:${next.id}:offer:${slotId}`;
  const messages: OutgoingMessage[] = [
    waitlistOfferEmail(
      {
        patientName: next.patient_name,
        patientEmail: next.patient_email,
        date: slot.slot_date,
        time: slot.slot_time,
        doctor: `${slot.title} ${slot.name}`,
        centreName: slot.center_name,
        locale,
        waitlistUrl: link,
        expiresAt,
      },
      `${key}:email`,
    ),
  ];
  const phone = patientSmsNumber(next.patient_phone, smsAbroad);
  if (phone) {
    const body = waitlistOfferSms(
      { centerName: slot.center_name, slotDate: slot.slot_date, slotTime: slot.slot_time, expiresAt, locale },
      absoluteUrl(link, locale),
    );
    messages.push({ channel: 'sms', recipient: phone, body, dedupeKey: `${key}:sms` });
  }
  await enqueueMessages(trx, messages);
  return true;
}
