// Every enumeration the database checks, in one place: the migrations build their CHECK constraints from these
// lists and the zod schemas of the forms use the same lists, so a value the form accepts is one the table accepts.
// This file is also imported by browser code, so it holds nothing but constants, their labels and one lookup.

export const SERVICE_CATEGORIES = ['traditional', 'therapy', 'wellness', 'lifestyle'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
/** How the booking form, the staff screen and the booking's notes name each value. */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const PREFERRED_LANGUAGES = ['english', 'sinhala', 'tamil'] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
export const PREFERRED_LANGUAGE_LABELS: Record<PreferredLanguage, string> = {
  english: 'English',
  sinhala: 'Sinhala',
  tamil: 'Tamil',
};

export const HEARD_FROM = [
  'google',
  'social-media',
  'friend-family',
  'doctor-referral',
  'advertisement',
  'other',
] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];
export const HEARD_FROM_LABELS: Record<HeardFrom, string> = {
  google: 'Google',
  'social-media': 'Social media',
  'friend-family': 'Friend or family',
  'doctor-referral': 'Doctor referral',
  advertisement: 'Advertisement',
  other: 'Other',
};

/** The label of a stored value of one of these lists; an unknown (older) value is shown as stored. */
export function enumLabel(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string | undefined {
  return value ? (labels[value] ?? value) : undefined;
}

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'arrived', 'cancelled', 'completed', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How a booking came: the website, or staff for a caller on the phone or a walk-in at the desk. */
export const BOOKED_VIA = ['online', 'phone', 'walk_in'] as const;
export type BookedVia = (typeof BOOKED_VIA)[number];
export const BOOKED_VIA_LABELS: Record<BookedVia, string> = {
  online: 'Website',
  phone: 'By phone',
  walk_in: 'Walk-in',
};

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * What a review names as its treatment: the services of the catalogue (src/server/demo/demo-data.ts), so a reader
 * filtering the stories finds treatments the site offers, and Other. Not the tradition's own names (Hela Wedakama,
 * Deshiya Chikitsa), which are no treatment one books (migration 2026-12-04-review-treatments-are-services).
 */
export const REVIEW_TREATMENTS = [
  'Panchakarma Therapy',
  'Herbal Medicine',
  'Ayurvedic Massage',
  'Pulse Diagnosis',
  'Detox Programs',
  'Wellness Consultation',
  'Medicinal Steam Bath',
  'Kadum Bindum Bone Setting',
  'Stress & Sleep Therapy',
  'Nutritional Medicine',
  'Joint & Spine Care',
  'Mindful Living Program',
  'Other',
] as const;
export const REVIEW_DURATIONS = [
  '1-2 weeks',
  '3-4 weeks',
  '1-2 months',
  '3-4 months',
  '5-6 months',
  '6+ months',
] as const;

export const VOLUNTEER_PROGRAMS = ['internship', 'community', 'research', 'cultural'] as const;
export type VolunteerProgram = (typeof VOLUNTEER_PROGRAMS)[number];
export const VOLUNTEER_DURATIONS = ['2-weeks', '1-month', '2-months', '3-months', '6-months', 'flexible'] as const;
export const VOLUNTEER_STATUSES = ['pending', 'under_review', 'accepted', 'rejected', 'waitlisted'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

export const CONTACT_SUBJECTS = ['appointment', 'treatment', 'pricing', 'general', 'feedback'] as const;
/** A contact message's or a volunteer's feedback's place in the inbox (docs/product-rules.md "Inbox"). */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const DONATION_TYPES = ['one-time', 'monthly'] as const;
export const PAYMENT_METHODS = ['card', 'bank', 'mobile'] as const;
/** A pledge waits for its transfer (pledged), is matched to one (received, with the amount and day), or lapses. */
export const DONATION_STATUSES = ['pledged', 'received', 'lapsed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const ADMIN_ROLES = ['admin', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const OUTBOX_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
