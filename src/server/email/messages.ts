// One function per e-mail the product sends: each takes what its event knows and returns the outbox message, ready
// for enqueueMessages() in the event's own transaction. The inputs name only what the message shows, so health
// information (conditions, medicines, notes) has no way in: the booking e-mails name the service, nothing more.
// Each message's dedupe key is `email:<message>:<reference or row id>`, so it is queued at most once.
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { appointmentIcs } from '../../shared/appointment-calendar.ts';
import type {
  CONTACT_SUBJECTS,
  DONATION_TYPES,
  PAYMENT_METHODS,
  VolunteerProgram,
  VolunteerStatus,
} from '../../shared/enums.ts';
import { formatDay, formatInstant, formatLkr, formatTime12h } from '../../shared/utils/format.ts';
import { patientLocale } from '../booking/patient-language.ts';
import { CONTACT_SUBJECT_LABELS } from '../contact/subject-labels.ts';
import type { WrittenMessage } from '../outbox/enqueue.ts';
import { CALENDAR_WORDS } from './calendar-words.ts';
import { DONATION_BANK_ACCOUNT, nameIn, siteUrl, staffEmail, volunteerProgramName } from './provider.ts';
import { type RenderedEmail, renderEmail } from './render.ts';

export interface AppointmentEmailData {
  reference: string;
  patientName: string;
  patientEmail: string;
  /** Colombo calendar date 'YYYY-MM-DD' and wall-clock time 'HH:MM[:SS]' of the slot. */
  date: string;
  time: string;
  /** As patients see it, e.g. "Dr. Nimal Perera". */
  doctor: string;
  centre: { name: string; address: string; phone: string };
  /** The service's name; never the patient's conditions or notes. */
  service: string;
  /** Length of the visit, for the calendar entry; 30 minutes when unknown. */
  durationMinutes?: number;
  /** The patient's language (booking/patient-language.ts): the e-mail, its .ics and its links are in it. */
  locale: Locale;
}

/** The booking domain's appointment record (booking/appointment-details.ts findAppointment), as far as e-mails use it. */
export interface AppointmentRecordForEmail {
  reference: string;
  patient_name: string;
  patient_email: string;
  slot_date: string;
  slot_time: string;
  doctor_name: string;
  medical_center_name: string;
  medical_center_address: string;
  medical_center_phone: string;
  service_type: string;
  preferred_language: string | null;
}

export function appointmentEmailData(record: AppointmentRecordForEmail): AppointmentEmailData {
  return {
    reference: record.reference,
    patientName: record.patient_name,
    patientEmail: record.patient_email,
    date: record.slot_date,
    time: record.slot_time,
    doctor: record.doctor_name,
    centre: {
      name: record.medical_center_name,
      address: record.medical_center_address,
      phone: record.medical_center_phone,
    },
    service: record.service_type,
    locale: patientLocale(record.preferred_language),
  };
}

/**
 * A site path ('/appointment/manage#token=...') as the absolute link an e-mail needs, to the page in the
 * reader's language ('/si/appointment/manage#token=...').
 */
export function absoluteUrl(pathOrUrl: string, locale: Locale = 'en'): string {
  return pathOrUrl.startsWith('/') ? `${siteUrl()}${localizedPath(pathOrUrl, locale)}` : pathOrUrl;
}

/** A directions link that needs no coordinates: the centre's name and address as a Google Maps search. */
export function mapUrl(centre: { name: string; address: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${centre.name}, ${centre.address}`)}`;
}

function email(recipient: string, rendered: RenderedEmail, extra: Partial<WrittenMessage> = {}): WrittenMessage {
  return {
    channel: 'email',
    recipient,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
    ...extra,
  };
}

function appointmentValues(data: AppointmentEmailData) {
  return {
    patientName: data.patientName,
    reference: data.reference,
    date: formatDay(data.date, 'long', data.locale),
    time: formatTime12h(data.time, data.locale),
    doctor: data.doctor,
    centreName: nameIn('centres', data.centre.name, data.locale),
    service: nameIn('services', data.service, data.locale),
  };
}

/** The appointment and how to get there, with the private link: what the confirmation and the reminder show. */
function visitValues(data: AppointmentEmailData, manageUrl: string) {
  return {
    ...appointmentValues(data),
    centreAddress: data.centre.address,
    centrePhone: data.centre.phone,
    mapUrl: mapUrl(data.centre),
    manageUrl,
  };
}

export type BookingConfirmationData = AppointmentEmailData & { manageUrl: string };

/** Who the booking confirmation goes to and its dedupe key: known when it is queued, before it is written. */
export function bookingConfirmationEnvelope(data: BookingConfirmationData) {
  return { recipient: data.patientEmail, dedupeKey: `email:booking-confirmation:${data.reference}` };
}

/** To the patient on booking, with the appointment as an .ics attachment. */
export function bookingConfirmationEmail(data: BookingConfirmationData): WrittenMessage {
  const manageUrl = absoluteUrl(data.manageUrl, data.locale);
  const rendered = renderEmail('booking-confirmation', visitValues(data, manageUrl), [], data.locale);
  const named = {
    service: nameIn('services', data.service, data.locale),
    centre: { ...data.centre, name: nameIn('centres', data.centre.name, data.locale) },
  };
  const ics = appointmentIcs({ ...data, ...named, manageUrl }, new Date(), CALENDAR_WORDS[data.locale]);
  const { recipient, dedupeKey } = bookingConfirmationEnvelope(data);
  return email(recipient, rendered, {
    attachments: [
      {
        filename: `appointment-${data.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
    dedupeKey,
  });
}

/** To the patient when the appointment is cancelled, by them through the private link or by staff. */
export function bookingCancelledEmail(
  data: AppointmentEmailData,
  cancelledBy: 'patient' | 'staff',
  staffMessage = '',
): WrittenMessage {
  const rendered = renderEmail(
    'booking-cancelled',
    {
      ...appointmentValues(data),
      centrePhone: data.centre.phone,
      bookUrl: absoluteUrl('/appointment', data.locale),
      staffMessage,
    },
    [cancelledBy === 'patient' ? 'byPatient' : 'byStaff', ...(staffMessage ? (['withMessage'] as const) : [])],
    data.locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey: `email:booking-cancelled:${data.reference}` });
}

/** To the patient once, when staff confirm the visit: the private link, and the notice of Settings for changes. */
export function bookingConfirmedEmail(
  data: AppointmentEmailData & { manageUrl: string; noticeHours: number },
): WrittenMessage {
  const values = {
    ...visitValues(data, absoluteUrl(data.manageUrl, data.locale)),
    noticeHours: String(data.noticeHours),
  };
  const rendered = renderEmail('booking-confirmed', values, [], data.locale);
  return email(data.patientEmail, rendered, { dedupeKey: `email:booking-confirmed:${data.reference}` });
}

/** To the patient when the visit moves to another time (by staff, or by them): the new time and a fresh .ics. */
export function bookingMovedEmail(
  data: AppointmentEmailData & { manageUrl: string; sequence: number; movedBy: 'patient' | 'staff' },
): WrittenMessage {
  const manageUrl = absoluteUrl(data.manageUrl, data.locale);
  const rendered = renderEmail(
    'booking-moved',
    visitValues(data, manageUrl),
    [data.movedBy === 'patient' ? 'byPatient' : 'byStaff'],
    data.locale,
  );
  const named = {
    service: nameIn('services', data.service, data.locale),
    centre: { ...data.centre, name: nameIn('centres', data.centre.name, data.locale) },
  };
  // The .ics carries no private link: the outbox blanks the link in the text once sent, not inside an attachment.
  const ics = appointmentIcs(
    { ...data, ...named, manageUrl: undefined, sequence: data.sequence },
    new Date(),
    CALENDAR_WORDS[data.locale],
  );
  return email(data.patientEmail, rendered, {
    attachments: [
      {
        filename: `appointment-${data.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
    dedupeKey: `email:booking-moved:${data.reference}:${data.sequence}`,
  });
}

/** The day-before reminder; `manageUrl` only when the sender knows the private link (its token is not stored). */
export function bookingReminderEmail(data: AppointmentEmailData & { manageUrl?: string }): WrittenMessage {
  const manageUrl = data.manageUrl ? absoluteUrl(data.manageUrl, data.locale) : '';
  const rendered = renderEmail(
    'booking-reminder',
    visitValues(data, manageUrl),
    [data.manageUrl ? 'manageLink' : 'noManageLink'],
    data.locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey: `email:booking-reminder:${data.reference}` });
}

/** Why the visit cannot take place: its doctor is away, or the whole centre is closed. */
export type Closure = 'doctor' | 'centre';

/**
 * To the patient when a leave or a closure catches the appointment: it cannot take place; the private link to move
 * or cancel it. One per appointment and slot (`dedupeKey`), so an overlapping leave never tells them twice.
 */
export function visitCannotTakePlaceEmail(
  data: AppointmentEmailData & { manageUrl: string; closure: Closure; patientReason: string | null },
  dedupeKey: string,
): WrittenMessage {
  const rendered = renderEmail(
    'doctor-leave',
    {
      ...appointmentValues(data),
      centrePhone: data.centre.phone,
      manageUrl: absoluteUrl(data.manageUrl, data.locale),
      patientReason: data.patientReason ?? '',
    },
    [
      data.closure === 'doctor' ? 'doctorAway' : 'centreClosed',
      ...(data.patientReason ? (['withReason'] as const) : []),
    ],
    data.locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey });
}

export interface ContactEmailData {
  /** The contact_messages row id, so each message is told once. */
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: (typeof CONTACT_SUBJECTS)[number];
  message: string;
  receivedAt: Date;
}

/** To the sender of a contact message: received, reply within 24 hours. Their message is not repeated back. */
export function contactReceivedEmail(data: ContactEmailData): WrittenMessage {
  const rendered = renderEmail('contact-received', { name: data.name, topic: CONTACT_SUBJECT_LABELS[data.subject] });
  return email(data.email, rendered, { dedupeKey: `email:contact-received:${data.id}` });
}

/** To the staff inbox (STAFF_EMAIL) with the message itself. */
export function contactStaffNotificationEmail(data: ContactEmailData): WrittenMessage {
  const receivedAt = formatInstant(data.receivedAt, 'long');
  const rendered = renderEmail('contact-staff-notification', {
    name: data.name,
    email: data.email,
    phone: data.phone,
    topic: CONTACT_SUBJECT_LABELS[data.subject],
    message: data.message,
    receivedAt,
    adminUrl: `${siteUrl()}/admin`,
  });
  return email(staffEmail(), rendered, { dedupeKey: `email:contact-staff-notification:${data.id}` });
}

export interface StaffAlertEmailData {
  /** Which Settings switch it answers to, and the record: one alert per record, never two. */
  event: string;
  id: string;
  title: string;
  summary: string;
  adminPath: string;
}

/** Who a staff alert goes to (STAFF_EMAIL) and its dedupe key: known when it is queued, before it is written. */
export function staffAlertEnvelope(data: StaffAlertEmailData) {
  return { recipient: staffEmail(), dedupeKey: `email:staff-alert:${data.event}:${data.id}` };
}

/** To the staff inbox: something waits for staff, with a link to the screen that shows it. */
export function staffAlertEmail(data: StaffAlertEmailData): WrittenMessage {
  const rendered = renderEmail('staff-alert', {
    title: data.title,
    summary: data.summary,
    adminUrl: `${siteUrl()}${data.adminPath}`,
  });
  const { recipient, dedupeKey } = staffAlertEnvelope(data);
  return email(recipient, rendered, { dedupeKey });
}

export interface VolunteerEmailData {
  /** The volunteer_applications row id. */
  id: string;
  firstName: string;
  email: string;
  programId: VolunteerProgram;
  /** 'YYYY-MM-DD'. */
  preferredStartDate: string;
}

function volunteerValues(data: VolunteerEmailData, locale: Locale = 'en') {
  return {
    firstName: data.firstName,
    programName: volunteerProgramName(data.programId),
    preferredStartDate: formatDay(data.preferredStartDate, 'long', locale),
    programsUrl: absoluteUrl('/volunteer', locale),
  };
}

/** To the applicant when the application arrives: reply in 5-7 business days. */
export function volunteerApplicationReceivedEmail(
  data: VolunteerEmailData,
  { alreadyReceived = false, locale = 'en' }: { alreadyReceived?: boolean; locale?: Locale } = {},
): WrittenMessage {
  const sections = alreadyReceived ? (['alreadyReceived'] as const) : (['firstTime'] as const);
  const rendered = renderEmail('volunteer-application-received', volunteerValues(data, locale), sections, locale);
  return email(data.email, rendered, { dedupeKey: `email:volunteer-application-received:${data.id}` });
}

/** To the applicant when staff accept or reject the application (once per decision), with their message if any. */
export function volunteerDecisionEmail(
  data: VolunteerEmailData,
  decision: 'accepted' | 'rejected',
  staffMessage = '',
): WrittenMessage {
  const { preferredStartDate, ...values } = volunteerValues(data);
  const sections = staffMessage ? (['withMessage'] as const) : [];
  const rendered =
    decision === 'accepted'
      ? renderEmail('volunteer-application-accepted', { ...values, preferredStartDate, staffMessage }, sections)
      : renderEmail('volunteer-application-rejected', { ...values, staffMessage }, sections);
  return email(data.email, rendered, { dedupeKey: `email:volunteer-application-${decision}:${data.id}` });
}

/** To the reviewer, when staff reject the review and choose to tell them why (once per review). */
export function reviewRejectedEmail(
  review: { id: string; name: string; email: string; treatment: string },
  reason: string,
): WrittenMessage {
  const rendered = renderEmail('review-rejected', {
    name: review.name,
    treatment: review.treatment,
    staffMessage: reason,
    contactUrl: absoluteUrl('/contact'),
  });
  return email(review.email, rendered, { dedupeKey: `email:review-rejected:${review.id}` });
}

/** To the patient who asked to be erased (rights/erasure-requests.ts): recorded, and answered by `dueOn`. */
export function erasureRequestedEmail(
  data: { patientName: string; patientEmail: string; dueOn: string },
  locale: Locale,
  requestId: string,
): WrittenMessage {
  const rendered = renderEmail(
    'erasure-requested',
    {
      patientName: data.patientName,
      dueDate: formatDay(data.dueOn, 'long', locale),
      privacyUrl: absoluteUrl('/privacy', locale),
    },
    [],
    locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey: `email:erasure-requested:${requestId}` });
}

/** A volunteer_applications row (or the submitted application with its new id) as the e-mails need it. */
export function volunteerEmailData(row: {
  id: string;
  first_name: string;
  email: string;
  program_id: VolunteerProgram;
  preferred_start_date: string;
}): VolunteerEmailData {
  return {
    id: row.id,
    firstName: row.first_name,
    email: row.email,
    programId: row.program_id,
    preferredStartDate: row.preferred_start_date,
  };
}

/** The e-mail a status change owes the applicant: one on accepted or rejected, none for the other statuses. */
export function volunteerDecisionEmails(
  row: Parameters<typeof volunteerEmailData>[0] & { status: VolunteerStatus },
  staffMessage?: string,
) {
  return row.status === 'accepted' || row.status === 'rejected'
    ? [volunteerDecisionEmail(volunteerEmailData(row), row.status, staffMessage)]
    : [];
}

const PAYMENT_METHOD_NAMES: Record<(typeof PAYMENT_METHODS)[number], string> = {
  card: 'Card (Visa/Mastercard)',
  bank: 'Bank transfer',
  mobile: 'Mobile pay (eZ Cash/mCash)',
};

export interface DonationEmailData {
  reference: string;
  donorName: string;
  email: string;
  amount: number;
  donationType: (typeof DONATION_TYPES)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
}

/** To the donor after a pledge: the reference and the next step for the payment method. */
export function donationPledgeEmail(data: DonationEmailData): WrittenMessage {
  const rendered = renderEmail(
    'donation-pledge',
    {
      donorName: data.donorName,
      reference: data.reference,
      amount: `${formatLkr(data.amount)}${data.donationType === 'monthly' ? ' a month' : ''}`,
      donationType: data.donationType === 'monthly' ? 'Monthly gift' : 'One-time gift',
      paymentMethod: PAYMENT_METHOD_NAMES[data.paymentMethod],
      ...DONATION_BANK_ACCOUNT,
    },
    data.donationType === 'monthly' ? [data.paymentMethod, 'monthly'] : [data.paymentMethod],
  );
  return email(data.email, rendered, { dedupeKey: `email:donation-pledge:${data.reference}` });
}

/** A waitlist entry as its e-mails show it (waitlist/waitlist-messages.ts). */
export interface WaitlistEmailData {
  patientName: string;
  patientEmail: string;
  /** Colombo calendar date of the day waited for. */
  date: string;
  doctor: string;
  centreName: string;
  locale: Locale;
  /** The entry's private link (a site path). */
  waitlistUrl: string;
}

/** To a person who joined the waitlist: they are on it, and the link to leave it. */
export function waitlistJoinedEmail(data: WaitlistEmailData, dedupeKey: string): WrittenMessage {
  const rendered = renderEmail(
    'waitlist-joined',
    {
      patientName: data.patientName,
      date: formatDay(data.date, 'long', data.locale),
      doctor: data.doctor,
      centreName: nameIn('centres', data.centreName, data.locale),
      waitlistUrl: absoluteUrl(data.waitlistUrl, data.locale),
    },
    [],
    data.locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey });
}

/** To the first person waiting when a place frees: the time, held for them until `expiresAt`. */
export function waitlistOfferEmail(
  data: WaitlistEmailData & { time: string; expiresAt: Date },
  dedupeKey: string,
): WrittenMessage {
  const rendered = renderEmail(
    'waitlist-offer',
    {
      patientName: data.patientName,
      date: formatDay(data.date, 'long', data.locale),
      time: formatTime12h(data.time, data.locale),
      doctor: data.doctor,
      centreName: nameIn('centres', data.centreName, data.locale),
      expiresAt: formatInstant(data.expiresAt, 'compact', data.locale),
      waitlistUrl: absoluteUrl(data.waitlistUrl, data.locale),
    },
    [],
    data.locale,
  );
  return email(data.patientEmail, rendered, { dedupeKey });
}
