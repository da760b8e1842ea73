// An appointment as the staff screen shows it (/api/admin/appointments), and its health details, read one at a time.
import type { AppointmentStatus, BookedVia } from '../enums.ts';

export interface AdminAppointment {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  service: string;
  doctor: string;
  center: string;
  /** The slot, doctor and centre (its slug) the visit is on: what moving it starts from. */
  slot_id: string;
  doctor_id: string;
  center_id: string;
  status: AppointmentStatus;
  /** The patient's own note (never the combined notes text, which repeats health information). */
  notes: string | null;
  /** The agreed combined notes text, with health information: only when asked for (the CSV export). */
  combined_notes?: string | null;
  /** Null when the booking named the patient in patient_name only (docs/api.md). */
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  preferred_language: string | null;
  how_did_you_hear: string | null;
  emergency_contact: string | null;
  emergency_phone: string | null;
  cancelled_at: string | null;
  /** Who asked for the cancellation, and the reason staff gave the patient (null when the patient cancelled online). */
  cancelled_by: 'patient' | 'staff' | null;
  cancellation_reason: string | null;
  /** When the desk marked the patient as arrived. */
  arrived_at: string | null;
  /** The website, or staff for a caller on the phone or a walk-in. */
  booked_via: BookedVia;
  created_at: string;
  updated_at: string;
}

/** What the status buttons and their dialogs need of a visit: an appointment of the list or of the day sheet. */
export type StatusSubject = Pick<
  AdminAppointment,
  'id' | 'reference' | 'name' | 'status' | 'preferred_date' | 'preferred_time' | 'doctor'
>;

export interface AppointmentHealth {
  health_conditions: string | null;
  current_medications: string | null;
  health_consent_at: string | null;
}
