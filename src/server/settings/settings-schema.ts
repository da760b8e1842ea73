// Back-office settings kept in app_settings (one JSON value per key): the staff number that booking SMS go to,
// and which events notify staff by SMS and e-mail. Shared by the settings screen and /api/admin/settings.
import { z } from 'zod';

export const NOTIFICATION_EVENTS = {
  new_appointment: 'New appointment booked',
  appointment_cancelled: 'Appointment cancelled by the patient',
  new_review: 'New review to moderate',
  new_volunteer_application: 'New volunteer application',
  new_contact_message: 'New contact message',
} as const;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
const EVENT_KEYS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

const channelsSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.output<typeof channelsSchema>;

export const notificationsSchema = z.object(
  Object.fromEntries(EVENT_KEYS.map((event) => [event, channelsSchema])) as Record<
    NotificationEvent,
    typeof channelsSchema
  >,
);
export type NotificationPreferences = z.output<typeof notificationsSchema>;

/** What applies until an admin saves preferences: bookings by SMS and e-mail, the rest by e-mail. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  new_appointment: { sms: true, email: true },
  appointment_cancelled: { sms: true, email: true },
  new_review: { sms: false, email: true },
  new_volunteer_application: { sms: false, email: true },
  new_contact_message: { sms: false, email: true },
};

/** E.164: a plus, a country code and up to 15 digits in all; typed spaces and dashes are dropped. */
export const E164 = /^\+[1-9]\d{7,14}$/;
export const adminSmsNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(E164, 'Enter the number in international format, e.g. +94771234567'));

export const settingsSchema = z.object({
  adminSmsNumber: adminSmsNumberSchema.nullable(),
  notifications: notificationsSchema,
  /**
   * Whether patients' SMS may go to numbers outside Sri Lanka (+94). Off by default: a number typed into the
   * booking form decides where a paid SMS goes (SMS pumping); visitors from abroad still book and get e-mail.
   */
  smsAbroad: z.boolean().default(false),
});
export type Settings = z.output<typeof settingsSchema>;

export const SETTING_KEYS = {
  adminSmsNumber: 'admin_sms_number',
  notifications: 'notifications',
  smsAbroad: 'sms_abroad',
} as const;
