// Back-office settings kept in app_settings (one JSON value per key): the staff number that booking SMS go to,
// and which events notify staff by SMS and e-mail. Shared by the settings screen and /api/admin/settings.
import { z } from 'zod';
import { DEFAULT_NOTICE_HOURS } from '../booking/booking-schema.ts';
import { e164PhoneSchema } from '../field-rules.ts';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '../waitlist/waitlist.ts';

export const NOTIFICATION_EVENTS = {
  new_appointment: 'New appointment booked',
  appointment_cancelled: 'Appointment cancelled by the patient',
  appointment_moved: 'Appointment moved by the patient',
  new_review: 'New review to moderate',
  new_volunteer_application: 'New volunteer application',
  new_event_registration: 'New volunteer event registration',
  new_contact_message: 'New contact message',
  new_donation_pledge: 'New donation pledge',
} as const;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
const EVENT_KEYS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

const channelsSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.output<typeof channelsSchema>;

/**
 * What applies until an admin saves preferences: a fresh install tells staff of every booking and cancellation
 * by SMS and e-mail, and of everything else that waits for them by e-mail.
 */
export const DEFAULT_NOTIFICATIONS: Record<NotificationEvent, NotificationChannels> = {
  new_appointment: { sms: true, email: true },
  appointment_cancelled: { sms: true, email: true },
  appointment_moved: { sms: false, email: true },
  new_review: { sms: false, email: true },
  new_volunteer_application: { sms: false, email: true },
  new_event_registration: { sms: false, email: true },
  new_contact_message: { sms: false, email: true },
  new_donation_pledge: { sms: false, email: true },
};

// An event added after the preferences were saved takes its default rather than voiding the saved ones.
export const notificationsSchema = z.object(
  Object.fromEntries(
    EVENT_KEYS.map((event) => [event, channelsSchema.default(DEFAULT_NOTIFICATIONS[event])]),
  ) as Record<NotificationEvent, z.ZodDefault<typeof channelsSchema>>,
);
export type NotificationPreferences = z.output<typeof notificationsSchema>;

/** Stored as E.164; typed the way Sri Lankans write it or in international form. */
const adminSmsNumberSchema = e164PhoneSchema('Enter a phone number, e.g. 077 123 4567 or +94 77 123 4567');

/**
 * How long personal data is kept once it has served its purpose (docs/data-protection.md "Retention"): each
 * period's label on the Settings screen, what it covers and its default in days. The scheduled run deletes or
 * redacts what is older (src/server/retention/retention.ts).
 */
export const RETENTION_PERIODS = {
  sentMessages: {
    label: 'Sent messages (text and recipient)',
    hint: 'SMS and e-mails that went or were given up on.',
    defaultDays: 30,
  },
  sessions: {
    label: 'Ended sign-ins and rate-limit counters',
    hint: 'Counted from when the sign-in or the counter ended.',
    defaultDays: 1,
  },
  cancelledBookings: {
    label: "Cancelled appointments' personal details",
    hint: 'The appointment stays for the counts, without name, phone, e-mail, notes or health information.',
    defaultDays: 365,
  },
  rejected: {
    label: 'Rejected reviews and volunteer applications',
    hint: 'Counted from when they were rejected.',
    defaultDays: 90,
  },
  activityLog: {
    label: 'Activity log',
    hint: 'Who did what in the back office; it never holds notes or health information.',
    defaultDays: 730,
  },
} as const;
export type RetentionClass = keyof typeof RETENTION_PERIODS;
export const RETENTION_CLASSES = Object.keys(RETENTION_PERIODS) as RetentionClass[];

/** From a day to ten years, the message naming the period; a period never saved takes its default. */
function daysSchema(kind: RetentionClass) {
  const { label } = RETENTION_PERIODS[kind];
  return z
    .number({ error: `${label}: enter a number of days` })
    .int({ error: `${label}: enter a whole number of days` })
    .min(1, { error: `${label}: keep at least 1 day` })
    .max(3650, { error: `${label}: keep at most 3650 days (10 years)` })
    .default(RETENTION_PERIODS[kind].defaultDays);
}

export const retentionSchema = z.object(
  Object.fromEntries(RETENTION_CLASSES.map((kind) => [kind, daysSchema(kind)])) as Record<
    RetentionClass,
    ReturnType<typeof daysSchema>
  >,
);
export type RetentionDays = z.output<typeof retentionSchema>;

export const DEFAULT_RETENTION = Object.fromEntries(
  RETENTION_CLASSES.map((kind) => [kind, RETENTION_PERIODS[kind].defaultDays]),
) as RetentionDays;
/** A whole number of hours from 0 (until the visit starts) to a week. */
export const noticeHoursSchema = z
  .number({ error: 'Enter the notice in whole hours, from 0 to 168' })
  .int('Enter the notice in whole hours, from 0 to 168')
  .min(0, 'Enter the notice in whole hours, from 0 to 168')
  .max(168, 'Enter the notice in whole hours, from 0 to 168');

export const settingsSchema = z.object({
  adminSmsNumber: adminSmsNumberSchema.nullable(),
  notifications: notificationsSchema,
  /**
   * Whether patients' SMS may go to numbers outside Sri Lanka (+94). Off by default: a number typed into the
   * booking form decides where a paid SMS goes (SMS pumping); visitors from abroad still book and get e-mail.
   */
  smsAbroad: z.boolean().default(false),
  /**
   * A second WhatsApp reminder 3 hours before the visit, to patients who chose WhatsApp (docs/whatsapp.md). Off by
   * default: each is a paid template message, and most patients are reminded well enough the day before.
   */
  whatsappSoonReminder: z.boolean().default(false),
  /** Days each class of personal data is kept (RETENTION_PERIODS). */
  retention: retentionSchema.default(DEFAULT_RETENTION),
  /** The notice policy: patients may move or cancel from their private link until this many hours before the visit. */
  patientNoticeHours: noticeHoursSchema.default(DEFAULT_NOTICE_HOURS),
  /** How long a freed place is held for the person on the waitlist offered it (docs/product-rules.md "Waitlist"). */
  waitlistHoldMinutes: z
    .number({ error: 'Give the minutes as a whole number' })
    .int('Give the minutes as a whole number')
    .min(10, 'Hold a place for at least 10 minutes')
    .max(240, 'Hold a place for at most 240 minutes')
    .default(DEFAULT_WAITLIST_HOLD_MINUTES),
});
export type Settings = z.output<typeof settingsSchema>;

/**
 * PUT /api/admin/settings: the settings and `savedAt`, when the settings the form was filled from were saved (the
 * GET's `savedAt`; null: never). With it, a save over one made meanwhile by someone else is refused (409) instead of
 * silently undoing it; without it (an older client), the save goes through as before.
 */
export const settingsSaveSchema = settingsSchema.extend({
  savedAt: z.iso.datetime({ error: 'Reload the settings and save again' }).nullable().optional(),
  /** Absent (a client older than the retention periods): the saved periods stay as they are. */
  retention: retentionSchema.optional(),
  /** Absent (a client older than WhatsApp): the saved choice stays as it is. */
  whatsappSoonReminder: z.boolean().optional(),
});
export type SettingsSave = Omit<z.output<typeof settingsSaveSchema>, 'savedAt'>;

export const SETTING_KEYS = {
  adminSmsNumber: 'admin_sms_number',
  notifications: 'notifications',
  smsAbroad: 'sms_abroad',
  whatsappSoonReminder: 'whatsapp_soon_reminder',
  retention: 'retention_days',
  patientNoticeHours: 'patient_notice_hours',
  waitlistHoldMinutes: 'waitlist_hold_minutes',
} as const;
