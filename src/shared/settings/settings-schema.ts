// Back-office settings kept in app_settings (one JSON value per key): the staff number that booking SMS go to,
// and which events notify staff by SMS and e-mail. Shared by the settings screen and /api/admin/settings.
import { z } from 'zod';
import { e164PhoneSchema } from '../../lib/field-rules.ts';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '../waitlist/waitlist.ts';

export const NOTIFICATION_EVENTS = {
  new_appointment: 'New appointment booked',
  appointment_cancelled: 'Appointment cancelled by the patient',
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

export const settingsSchema = z.object({
  adminSmsNumber: adminSmsNumberSchema.nullable(),
  notifications: notificationsSchema,
  /**
   * Whether patients' SMS may go to numbers outside Sri Lanka (+94). Off by default: a number typed into the
   * booking form decides where a paid SMS goes (SMS pumping); visitors from abroad still book and get e-mail.
   */
  smsAbroad: z.boolean().default(false),
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
});

export const SETTING_KEYS = {
  adminSmsNumber: 'admin_sms_number',
  notifications: 'notifications',
  smsAbroad: 'sms_abroad',
  waitlistHoldMinutes: 'waitlist_hold_minutes',
} as const;
