// exportMyData: a copy of what we hold about the patient of a manage link (docs/data-protection.md "Access"): each
// of their bookings with what they told us (health details included: they are theirs), their consents and their
// history, the messages we sent them (channel, address, subject, when; never a body, which may hold another
// booking's link), and their requests. Nothing of another person, no staff account, no staff-only field.
import type { Kysely } from 'kysely';
import type { ConsentState, ErasureRequestView } from '../../shared/rights/consent.ts';
import type { Database } from '../db/schema.ts';
import { consentsOf } from './consents.ts';
import { erasureRequestsOf } from './erasure-requests.ts';
import type { LinkPatient } from './patient-of-link.ts';

export interface PatientDataExport {
  generated_at: string;
  appointments: Record<string, string | null>[];
  consents: ConsentState[];
  consent_history: {
    reference: string;
    purpose: string;
    granted: boolean;
    recorded_at: string;
    wording_version: string;
    source: string;
  }[];
  messages: {
    channel: string;
    recipient: string;
    subject: string | null;
    status: string;
    queued_at: string;
    sent_at: string | null;
  }[];
  requests: ErasureRequestView[];
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function exportPatientData(
  db: Kysely<Database>,
  patient: LinkPatient,
  now = new Date(),
): Promise<PatientDataExport> {
  const ids = patient.appointmentIds;
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      'a.reference',
      'a.status',
      's.slot_date',
      's.slot_time',
      'd.title as doctor_title',
      'd.name as doctor_name',
      'c.name as centre',
      'a.service_type',
      'a.patient_name',
      'a.first_name',
      'a.last_name',
      'a.patient_email',
      'a.patient_phone',
      'a.date_of_birth',
      'a.gender',
      'a.preferred_language',
      'a.how_did_you_hear',
      'a.health_conditions',
      'a.current_medications',
      'a.health_consent_at',
      'a.emergency_contact',
      'a.emergency_phone',
      'a.patient_notes',
      'a.booked_via',
      'a.created_at',
      'a.cancelled_at',
      'a.cancelled_by',
      'a.cancellation_reason',
    ])
    .where('a.id', 'in', ids)
    .orderBy('s.slot_date', 'desc')
    .execute();
  const history = await db
    .selectFrom('consent_records as r')
    .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
    .select(['a.reference', 'r.purpose', 'r.granted', 'r.recorded_at', 'r.wording_version', 'r.source'])
    .where('r.appointment_id', 'in', ids)
    .orderBy('r.recorded_at')
    .orderBy('a.reference')
    .execute();
  const addresses = [
    ...new Set(rows.flatMap((row) => [row.patient_email.trim().toLowerCase(), row.patient_phone]).filter(Boolean)),
  ];
  const messages = await db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'status', 'created_at', 'sent_at'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', addresses))
    .orderBy('created_at')
    .execute();
  return {
    generated_at: now.toISOString(),
    appointments: rows.map(
      ({ doctor_title, doctor_name, slot_time, created_at, cancelled_at, health_consent_at, ...row }) => ({
        ...row,
        slot_time: slot_time.slice(0, 5),
        doctor: `${doctor_title} ${doctor_name}`,
        booked_at: iso(created_at),
        cancelled_at: iso(cancelled_at),
        health_consent_at: iso(health_consent_at),
      }),
    ),
    consents: await consentsOf(db, patient),
    consent_history: history.map((row) => ({ ...row, recorded_at: new Date(row.recorded_at).toISOString() })),
    messages: messages.map((row) => ({
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status,
      queued_at: new Date(row.created_at).toISOString(),
      sent_at: iso(row.sent_at),
    })),
    requests: await erasureRequestsOf(db, patient),
  };
}

/** The export's file name: the link's booking reference and the day, never the patient's name. */
export function exportFileName(data: PatientDataExport, extension: 'json' | 'html'): string {
  return `my-data-${data.generated_at.slice(0, 10)}.${extension}`;
}
