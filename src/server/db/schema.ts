// The typed shape of the database, as the migrations in ./migrations leave it. Kysely checks every query against it.
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { Permissions } from '../../shared/admin/permissions.ts';
import type { PendingStep } from '../../shared/admin/second-factor.ts';
import type { MedicalCenter, OpeningHours } from '../../shared/booking/catalogue.ts';
import type {
  AdminRole,
  AppointmentStatus,
  BookedVia,
  ContactStatus,
  DonationStatus,
  OutboxChannel,
  ReviewStatus,
  ServiceCategory,
  VolunteerProgram,
  VolunteerStatus,
} from '../../shared/enums.ts';
import type { NoteSubject } from '../../shared/notes/notes.ts';
import type { PublishedReviewAnswers } from '../../shared/reviews/published-fields.ts';
import type { ConsentPurpose } from '../../shared/rights/consent.ts';
import type { SessionKind } from '../../shared/schedules/doctor-schedule.ts';
import type { ApplicationRecord } from '../../shared/volunteer/application-schema.ts';
import type { WaitlistStatus } from '../../shared/waitlist/waitlist.ts';

/** A timestamptz: read as Date, written as Date or ISO string, filled by the database when omitted. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `numeric` (LKR amounts, ratings) is read as a JS number on every driver (see database.ts). */
type Numeric = ColumnType<number, number | string, number | string>;
/** `date` and `time` are read as text (see database.ts): a Colombo calendar day and wall-clock time, no zone. */
type DateText = ColumnType<string, string, string>;

export interface ServicesTable {
  id: Generated<string>;
  name: string;
  subtitle: string | null;
  description: string;
  long_description: string | null;
  category: ColumnType<ServiceCategory, ServiceCategory | undefined, ServiceCategory>;
  duration: ColumnType<number, number | undefined, number>;
  sessions: string | null;
  price: ColumnType<number, number | string | undefined, number | string>;
  rating: ColumnType<number, number | string | undefined, number | string>;
  total_reviews: Generated<number>;
  image_url: string | null;
  icon: Generated<string>;
  /** jsonb array of text; written as JSON.stringify(list). */
  benefits: ColumnType<string[], string | undefined, string>;
  available: Generated<boolean>;
  featured: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The centre as the wizard reads it (shared/booking/catalogue.ts), and what only the server keeps. */
interface MedicalCentersTable extends Omit<MedicalCenter, 'opening_hours'> {
  opening_hours: JSONColumnType<OpeningHours>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

interface DoctorsTable {
  id: Generated<string>;
  title: string;
  name: string;
  specialization: string;
  consultation_fee: Numeric;
  qualification: string | null;
  experience_years: number;
  bio: string | null;
  profile_image_url: string | null;
  phone: string | null;
  /** Sinhala and Tamil forms of the name and specialty, where staff gave them; pages fall back to the English. */
  name_si: string | null;
  name_ta: string | null;
  specialization_si: string | null;
  specialization_ta: string | null;
  /** The qualifications in Sinhala and Tamil where staff gave them; null falls back to `qualification`. */
  qualification_si: string | null;
  qualification_ta: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

interface DoctorCentersTable {
  doctor_id: string;
  medical_center_id: string;
}

interface DoctorSchedulesTable {
  id: Generated<string>;
  doctor_id: string;
  medical_center_id: string;
  /** 0 = Sunday ... 6 = Saturday, in Asia/Colombo. */
  weekday: number;
  start_time: DateText;
  end_time: DateText;
  /** 'slots': one slot every slot_minutes; 'numbers': one channelling slot at start_time of max_bookings numbered places. */
  kind: ColumnType<SessionKind, SessionKind | undefined, SessionKind>;
  /** Null for a channelling session. */
  slot_minutes: number | null;
  /** Places per slot (numbered places of a channelling session). */
  max_bookings: number;
  /** The Colombo days the session holds: from, and until (null: until a later schedule replaces it). */
  effective_from: DateText;
  effective_until: DateText | null;
}

export interface AppointmentSlotsTable {
  id: Generated<string>;
  doctor_id: string;
  medical_center_id: string;
  slot_date: DateText;
  slot_time: DateText;
  is_available: Generated<boolean>;
  current_bookings: Generated<number>;
  max_bookings: number;
  created_at: CreatedAt;
}

interface AppointmentsTable {
  id: Generated<string>;
  /** Short human reference printed on the confirmation and read out on the phone, e.g. WK-7H3K9Q. */
  reference: string;
  slot_id: string;
  service_id: string | null;
  /** The service's name when booked: the appointment keeps it if the service is renamed or deleted. */
  service_type: string;
  patient_name: string;
  patient_email: string;
  patient_phone: string;
  /** Null when the booking came in the documented shape, with patient_name only. */
  first_name: string | null;
  last_name: string | null;
  date_of_birth: DateText | null;
  gender: string | null;
  preferred_language: string | null;
  how_did_you_hear: string | null;
  health_conditions: string | null;
  current_medications: string | null;
  emergency_contact: string | null;
  emergency_phone: string | null;
  patient_notes: string | null;
  /** The combined notes text of the original payload (spec: booking payload notes). */
  notes: string | null;
  health_consent_at: Timestamp | null;
  status: ColumnType<AppointmentStatus, AppointmentStatus | undefined, AppointmentStatus>;
  idempotency_key: string | null;
  /** SHA-256 of the request that used the key (booking/idempotency.ts): a retry must be the same request. */
  idempotency_fingerprint: string | null;
  /** SHA-256 of the private manage-link token; the token itself is only ever in the patient's link. */
  manage_token_hash: string;
  cancelled_at: Timestamp | null;
  /** Who cancelled (the patient through the private link, or staff) and the reason staff gave the patient. */
  cancelled_by: 'patient' | 'staff' | null;
  cancellation_reason: string | null;
  /** When the desk marked the patient as arrived. */
  arrived_at: Timestamp | null;
  /** How the booking came: the website, or staff for a caller on the phone or a walk-in at the desk. */
  booked_via: Generated<BookedVia>;
  /** The staff account that booked it (null for the website's bookings, or an account since deleted). */
  booked_by: string | null;
  /** The calendar file's SEQUENCE: raised each time the visit moves, so calendars replace the event. */
  calendar_sequence: Generated<number>;
  /** The patient chose WhatsApp at booking: messages about the visit go there where it reaches them. */
  whatsapp_opt_in: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The published answers are typed once for every shape of a review (shared/reviews/published-fields.ts). */
interface ReviewsTable extends PublishedReviewAnswers {
  id: Generated<string>;
  email: string;
  phone: string;
  review_text: string;
  consent_at: Timestamp;
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  admin_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/**
 * A submitted application as the form or a documented-shape client leaves it (shared/volunteer/application-schema.ts),
 * and what moderation adds. event_type has no CHECK: a row may name an event type the site no longer offers.
 */
export interface VolunteerApplicationsTable extends Omit<ApplicationRecord, 'event_type'> {
  id: Generated<string>;
  event_type: string | null;
  agreement_accepted_at: Timestamp;
  status: ColumnType<VolunteerStatus, VolunteerStatus | undefined, VolunteerStatus>;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  review_notes: string | null;
  resume_url: string | null;
  cover_letter_url: string | null;
  reference_contacts: ColumnType<unknown[], string | undefined, string>;
  /** The earlier open application from the same e-mail to the same programme, when this one repeats it. */
  duplicate_of: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface VolunteerEventsTable {
  /** The slug of the event's entry in content/volunteer-events; the row only counts places. */
  id: string;
  volunteers_needed: number;
  registered_count: Generated<number>;
}

interface EventRegistrationsTable {
  id: Generated<string>;
  event_id: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  created_at: CreatedAt;
}

interface VolunteerFeedbackTable {
  id: Generated<string>;
  volunteer_name: string;
  email: string;
  program_id: VolunteerProgram;
  rating: number;
  feedback_text: string;
  suggestions: string | null;
  would_recommend: boolean;
  status: Generated<ContactStatus>;
  /** When staff first opened it in the inbox; null while it is new to them. */
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  status: Generated<ContactStatus>;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

interface DonationPledgesTable {
  id: Generated<string>;
  reference: string;
  amount: Numeric;
  donation_type: string;
  payment_method: string;
  donor_name: string;
  email: string;
  phone: string | null;
  is_anonymous: Generated<boolean>;
  message: string | null;
  status: Generated<DonationStatus>;
  /** What arrived and on which Colombo day, once staff matched the transfer. */
  received_amount: Numeric | null;
  received_on: DateText | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  created_at: CreatedAt;
  unsubscribed_at: Timestamp | null;
}

interface AdminUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: AdminRole;
  permissions: ColumnType<Permissions, string | undefined, string>;
  is_active: Generated<boolean>;
  last_login_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** The TOTP secret (base32) once enrolment is confirmed with a code; null: no second factor. */
  totp_secret: string | null;
  /** A secret shown for enrolment and not yet confirmed with a code. */
  totp_pending_secret: string | null;
  /** The time step of the last TOTP code accepted: a code of that step or an earlier one is refused. */
  totp_last_step: number | null;
}

interface AdminRecoveryCodesTable {
  id: Generated<string>;
  admin_user_id: string;
  /** SHA-256 of the code as shown (upper case, no dashes). */
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

interface AdminProfilesTable {
  admin_user_id: string;
  name: string | null;
  avatar_url: string | null;
}

interface AdminSessionsTable {
  id: Generated<string>;
  admin_user_id: string;
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** Null: signed in. Otherwise the password was right and this step is still to do; nothing else is reachable. */
  pending_step: Generated<PendingStep | null>;
}

/** A note with history: never edited in place (migrations/2026-12-04-frontoffice-notes.ts). */
interface NotesTable {
  id: Generated<string>;
  subject_kind: NoteSubject;
  subject_id: string;
  author_id: string | null;
  body: string;
  health: Generated<boolean>;
  created_at: CreatedAt;
}

interface AdminActivityLogsTable {
  id: Generated<string>;
  admin_user_id: string | null;
  action: string;
  description: string;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  created_at: CreatedAt;
}

/** Fixed-window counters for rate limits (logins, review submissions): one row per bucket and key. */
interface RateLimitsTable {
  bucket: string;
  key: string;
  count: number;
  window_ends_at: Timestamp;
}

interface OutboxMessagesTable {
  id: Generated<string>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  /** Null when `template` holds what the dispatcher writes at sending time. */
  body: string | null;
  html: string | null;
  attachments: ColumnType<{ filename: string; contentType: string; content: string }[], string | undefined, string>;
  /** An e-mail written when sent: its message's name and values (src/server/email/deferred-emails.ts). */
  template: ColumnType<unknown, string | null | undefined, string | null>;
  /** Makes a message that must go once (a reminder per appointment) impossible to enqueue twice. */
  dedupe_key: string | null;
  status: ColumnType<
    'pending' | 'sending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sending' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Timestamp | null;
  /** When the latest attempt was claimed (dispatch.ts). */
  attempt_started_at: Timestamp | null;
  /** When an attempt whose outcome is unknown began: the next attempt asks the provider before sending again. */
  unresolved_since: Timestamp | null;
  last_error: string | null;
  provider_id: string | null;
  /** When retention took its text and recipient (src/server/retention/retention.ts); the row stays as the record. */
  redacted_at: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
  /** The visit a patient's message is about (migrations/2026-12-05-whatsapp-messages.ts). */
  appointment_id: string | null;
  /** The last status Twilio's status callback reported: queued, sent, delivered, read, failed, undelivered. */
  delivery_status: string | null;
  delivery_status_at: Timestamp | null;
  /** The WhatsApp message this SMS replaces (one SMS at most per failed WhatsApp message). */
  fallback_for: string | null;
}

/** A number that answered STOP on WhatsApp: its messages go by SMS. */
interface WhatsappOptOutsTable {
  /** E.164. */
  phone: string;
  opted_out_at: CreatedAt;
}

/** An answer received on WhatsApp, kept by Twilio's MessageSid so a retried webhook acts once. */
interface InboundMessagesTable {
  message_sid: string;
  from_phone: string;
  kind: 'confirm' | 'cancel' | 'another' | 'stop' | 'text';
  appointment_id: string | null;
  /** What was done: 'confirmed', 'cancelled', 'link_sent', 'opted_out', 'answered', or why nothing was. */
  outcome: string;
  received_at: CreatedAt;
}

/** Settings the back office changes (the admin SMS number, notification preferences): one JSON value per key. */
interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

/** Two patient keys staff know to be one person: `key`'s bookings count as `into_key`'s (patients/patient-key.ts). */
interface PatientMergesTable {
  key: string;
  into_key: string;
  merged_by: string | null;
  merged_at: Generated<Date>;
}

/** A doctor's leave, or a whole centre closed when doctor_id is null (migrations/2026-12-03-doctor-leave.ts). */
interface DoctorLeavesTable {
  id: Generated<string>;
  medical_center_id: string;
  doctor_id: string | null;
  first_date: DateText;
  last_date: DateText;
  /** Part of one day: the slots starting from start_time until before end_time; null for whole days. */
  start_time: DateText | null;
  end_time: DateText | null;
  /** Staff's words; patient_reason is the short one the patient's e-mail may show. */
  reason: string;
  patient_reason: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** A live booking a leave caught, on the slot it had then; notified false when an overlapping leave told them. */
interface DoctorLeaveBookingsTable {
  leave_id: string;
  appointment_id: string;
  slot_id: string;
  notified: boolean;
}

/** A slot a leave closed when it was marked (it was open until then). */
interface DoctorLeaveSlotsTable {
  leave_id: string;
  slot_id: string;
}

/** A consent given or withdrawn (migrations/2026-12-04-rights-consents-and-requests.ts); the latest row per purpose counts. */
interface ConsentRecordsTable {
  id: Generated<string>;
  appointment_id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** The version of the words the patient saw (shared/rights/consent.ts CONSENT_WORDING_VERSION). */
  wording_version: string;
  source: 'booking' | 'manage_link';
  recorded_at: CreatedAt;
}

/** A patient's request to be erased: open until staff erase them, due 21 working days after it came. */
interface DataRequestsTable {
  id: Generated<string>;
  patient_key: string;
  appointment_id: string;
  kind: ColumnType<'erasure', 'erasure' | undefined, 'erasure'>;
  status: ColumnType<'open' | 'completed', 'open' | undefined, 'open' | 'completed'>;
  requested_at: CreatedAt;
  due_on: DateText;
  completed_at: Timestamp | null;
  completed_by: string | null;
}

/** Someone waiting for a place with a doctor at a centre on one day (migrations/2026-12-04-waitlist-entries.ts). */
interface WaitlistEntriesTable {
  id: Generated<string>;
  doctor_id: string;
  medical_center_id: string;
  slot_date: DateText;
  service_id: string | null;
  patient_name: string;
  patient_phone: string;
  patient_email: string;
  preferred_language: string;
  token_hash: string;
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined, WaitlistStatus>;
  /** Lower goes first. */
  queue_position: ColumnType<number, number | undefined, number>;
  /** The slot whose place the live offer holds, and until when. */
  offer_slot_id: string | null;
  offered_at: Timestamp | null;
  offer_expires_at: Timestamp | null;
  appointment_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  services: ServicesTable;
  medical_centers: MedicalCentersTable;
  doctors: DoctorsTable;
  doctor_centers: DoctorCentersTable;
  doctor_schedules: DoctorSchedulesTable;
  appointment_slots: AppointmentSlotsTable;
  appointments: AppointmentsTable;
  reviews: ReviewsTable;
  volunteer_applications: VolunteerApplicationsTable;
  volunteer_events: VolunteerEventsTable;
  event_registrations: EventRegistrationsTable;
  volunteer_feedback: VolunteerFeedbackTable;
  contact_messages: ContactMessagesTable;
  donation_pledges: DonationPledgesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  admin_users: AdminUsersTable;
  admin_profiles: AdminProfilesTable;
  admin_sessions: AdminSessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_activity_logs: AdminActivityLogsTable;
  notes: NotesTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  app_settings: AppSettingsTable;
  patient_merges: PatientMergesTable;
  doctor_leaves: DoctorLeavesTable;
  doctor_leave_bookings: DoctorLeaveBookingsTable;
  doctor_leave_slots: DoctorLeaveSlotsTable;
  consent_records: ConsentRecordsTable;
  data_requests: DataRequestsTable;
  waitlist_entries: WaitlistEntriesTable;
  whatsapp_opt_outs: WhatsappOptOutsTable;
  inbound_messages: InboundMessagesTable;
}

export type ServiceRow = Selectable<ServicesTable>;
