// The patient's language (docs/i18n.md "The patient's messages"): the booking's preferred_language decides the
// language of every message the patient gets about it (SMS, e-mails with the .ics, the manage link). A booking
// that names none (an API client) takes the language of its request, else English; staff messages stay English.
import type { Locale } from '../../i18n/locales.ts';
import type { BookingRequest } from '../../shared/booking/booking-schema.ts';
import type { PreferredLanguage } from '../../shared/enums.ts';

const LOCALE_OF_LANGUAGE: Record<PreferredLanguage, Locale> = { english: 'en', sinhala: 'si', tamil: 'ta' };
const LANGUAGE_OF_LOCALE: Record<Locale, PreferredLanguage> = { en: 'english', si: 'sinhala', ta: 'tamil' };

/** The locale of a stored preferred_language; English for none (bookings made before it was asked). */
export function patientLocale(language: string | null | undefined): Locale {
  return language && Object.hasOwn(LOCALE_OF_LANGUAGE, language)
    ? LOCALE_OF_LANGUAGE[language as PreferredLanguage]
    : 'en';
}

/** The preferred_language to store: the one the patient chose, else the language the request was made in. */
export function preferredLanguageFor(
  chosen: PreferredLanguage | null | undefined,
  requested: Locale,
): PreferredLanguage {
  return chosen ?? LANGUAGE_OF_LOCALE[requested];
}

/** The booking with its patient's language settled: as chosen, else the language its request was made in. */
export function withPatientLanguage(booking: BookingRequest, requested: Locale): BookingRequest {
  return { ...booking, preferred_language: preferredLanguageFor(booking.preferred_language, requested) };
}

/** A doctor as a query of the booking domain selects them (SLOT_PLACE_COLUMNS, appointment-details.ts). */
export interface DoctorNameColumns {
  doctor_title: string;
  doctor_plain_name: string;
  doctor_name_si: string | null;
  doctor_name_ta: string | null;
}

/** "Dr. <name>" in the patient's language: the Sinhala or Tamil name staff gave, else the English one. */
export function doctorNameIn(row: DoctorNameColumns, locale: Locale): string {
  const own = { en: null, si: row.doctor_name_si, ta: row.doctor_name_ta }[locale];
  return `${row.doctor_title} ${own || row.doctor_plain_name}`;
}
