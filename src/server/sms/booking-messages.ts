// The texts of the booking SMS (docs/product-rules.md "Notifications"): dates and times on the Asia/Colombo clock.
// Health information never goes by SMS: the notes line carries only the patient's own free-text note, never the
// health conditions or medications (those stay in the database, for staff with permission).
// The patient's SMS are in the patient's language (booking/patient-language.ts) and fit two segments even with the
// longest centre name (segments.ts; Sinhala and Tamil go as UCS-2, 67 characters a segment); staff SMS stay English
// and name the patient's language.
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import { enumLabel, PREFERRED_LANGUAGE_LABELS } from '../../shared/enums.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import { preferredLanguageFor } from '../booking/patient-language.ts';
import { nameIn } from '../email/provider.ts';
import { smsSize } from './segments.ts';

const SMS_NOTES_LIMIT = 80;

export interface BookingFacts {
  reference: string;
  patientName: string;
  patientPhone: string;
  patientEmail: string;
  /** Colombo calendar date 'YYYY-MM-DD' and wall-clock time 'HH:MM[:SS]'. */
  slotDate: string;
  slotTime: string;
  doctorName: string;
  centerName: string;
  serviceType: string;
  patientNote?: string;
  /** The patient's language: their own messages are written in it. */
  locale: Locale;
}

/** The first 80 characters, with an ellipsis when there were more. */
export function truncateNote(note: string, limit = SMS_NOTES_LIMIT): string {
  const flat = note.replace(/\s+/g, ' ').trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}

/** The new-appointment notice to the admin and the doctor. */
export function newBookingNotice(facts: BookingFacts): string {
  return [
    'New appointment booked',
    `Patient: ${facts.patientName}`,
    `Phone: ${facts.patientPhone}`,
    `Email: ${facts.patientEmail}`,
    `Language: ${patientLanguageName(facts.locale)}`,
    `Date: ${formatDay(facts.slotDate, 'short')}`,
    `Time: ${formatTime12h(facts.slotTime)} (Colombo)`,
    `Doctor: ${facts.doctorName}`,
    `Center: ${facts.centerName}`,
    `Service: ${facts.serviceType}`,
    `Notes: ${facts.patientNote ? truncateNote(facts.patientNote) : '-'}`,
    `Ref: ${facts.reference}`,
    'Please confirm this appointment with the patient.',
  ].join('\n');
}

/** The patient's language as staff read it: 'Sinhala'. */
export function patientLanguageName(locale: Locale): string {
  return enumLabel(PREFERRED_LANGUAGE_LABELS, preferredLanguageFor(undefined, locale)) ?? 'English';
}

/**
 * The patient's SMS texts by language. Sinhala and Tamil go as UCS-2 (67 characters a segment when split), so
 * they say what, when and where in fewer words, without the year (a booking is at most 30 days ahead) and without
 * the doctor, who is named in the e-mail and on the manage page.
 */
const PATIENT_SMS: Record<
  Locale,
  { confirmation: string; confirmed: string; reminder: string; cancelled: string; moved: string }
> = {
  en: {
    confirmation:
      'Hela Wedakama: your appointment {reference} with {doctor} at {centre} on {date} at {time} is booked. ' +
      'We will contact you within 24 hours. Please arrive 15 minutes early.',
    confirmed:
      'Hela Wedakama: {centre} has confirmed your appointment {reference} with {doctor} on {date} at {time}. ' +
      'Please arrive 15 minutes early. Questions: {phone}.',
    reminder:
      'Hela Wedakama reminder: your appointment {reference} with {doctor} at {centre} is tomorrow, {date} at ' +
      '{time}. Please arrive 15 minutes early and bring your medical documents.',
    cancelled:
      'Hela Wedakama: your appointment {reference} at {centre} on {date} at {time} is cancelled. ' +
      'To book again or ask why, call {phone}.',
    moved:
      'Hela Wedakama: your appointment {reference} is now on {date} at {time} with {doctor} at {centre}. ' +
      'Questions: {phone}.',
  },
  si: {
    confirmation: 'හෙළ වෙදකම වෙන් කිරීම {reference}: {date} {time}, {centre}. විනාඩි 15කට පෙර පැමිණෙන්න.',
    confirmed: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) {date} {time}, {centre} තහවුරු කර ඇත. විමසීම්: {phone}',
    reminder: 'හෙළ වෙදකම: හෙට {date} {time} වෛද්‍ය හමුව, {centre} ({reference}). විනාඩි 15කට පෙර එන්න.',
    cancelled: 'හෙළ වෙදකම: {date} {time}, {centre} වෛද්‍ය හමුව ({reference}) අවලංගු කර ඇත. විමසීම්: {phone}',
    moved: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) දැන් {date} {time}, {centre}. විමසීම්: {phone}',
  },
  ta: {
    confirmation: 'ஹெல வெதகம முன்பதிவு {reference}: {date} {time}, {centre}. 15 நிமிடம் முன்னதாக வாருங்கள்.',
    confirmed: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) {date} {time}, {centre} உறுதிசெய்யப்பட்டது. விவரங்களுக்கு: {phone}',
    reminder: 'ஹெல வெதகம: நாளை {date} {time} சந்திப்பு, {centre} ({reference}). 15 நிமிடம் முன் வாருங்கள்.',
    cancelled: 'ஹெல வெதகம: {date} {time}, {centre} சந்திப்பு ({reference}) ரத்துசெய்யப்பட்டது. விவரங்களுக்கு: {phone}',
    moved: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) இப்போது {date} {time}, {centre}. விவரங்களுக்கு: {phone}',
  },
};

type PatientFacts = Pick<BookingFacts, 'reference' | 'doctorName' | 'centerName' | 'slotDate' | 'slotTime' | 'locale'>;

/** At most two segments (segments.ts), whatever the values: a centre name too long for them is shortened. */
export const PATIENT_SMS_SEGMENTS = 2;

function patientSms(text: string, facts: PatientFacts & { centrePhone?: string }): string {
  const values = {
    phone: facts.centrePhone ?? '',
    reference: facts.reference,
    doctor: facts.doctorName,
    centre: nameIn('centres', facts.centerName, facts.locale),
    date: formatDay(facts.slotDate, facts.locale === 'en' ? 'short' : 'soon', facts.locale),
    time: formatTime12h(facts.slotTime, facts.locale),
  };
  const whole = fill(text, values);
  const size = smsSize(whole);
  if (size.segments <= PATIENT_SMS_SEGMENTS) return whole;
  const room = PATIENT_SMS_SEGMENTS * (size.encoding === 'GSM-7' ? 153 : 67);
  const centre = `${values.centre.slice(0, Math.max(0, values.centre.length - (size.units - room) - 1))}.`;
  return fill(text, { ...values, centre });
}

export function patientConfirmation(facts: PatientFacts): string {
  return patientSms(PATIENT_SMS[facts.locale].confirmation, facts);
}

export function patientReminder(facts: PatientFacts): string {
  return patientSms(PATIENT_SMS[facts.locale].reminder, facts);
}

/** To the patient when staff cancel the visit (for them, or for the centre): the centre's phone to call. */
export function patientCancellation(facts: PatientFacts & { centrePhone: string }): string {
  return patientSms(PATIENT_SMS[facts.locale].cancelled, facts);
}

/** To the patient when staff confirm the visit (the Sinhala and Tamil wording is machine-made, not yet checked). */
export function patientConfirmed(facts: PatientFacts & { centrePhone: string }): string {
  return patientSms(PATIENT_SMS[facts.locale].confirmed, facts);
}

/** To the patient when their visit moves to another time: the new time, and the centre's phone. */
export function patientMoved(facts: PatientFacts & { centrePhone: string }): string {
  return patientSms(PATIENT_SMS[facts.locale].moved, facts);
}

/**
 * To the patient when a leave or a closure catches the visit, with the private link to move or cancel it. The link
 * alone is about 100 characters, so a Sinhala or Tamil text with it cannot fit two UCS-2 segments: it says only
 * what and when, and may take three (201 code units); English stays within two. The Sinhala and Tamil wording is
 * machine-made, not yet checked by a native speaker.
 */
const VISIT_CANNOT_TAKE_PLACE: Record<Locale, string> = {
  en: 'Hela Wedakama: sorry, your appointment {reference} at {centre} on {date} at {time} cannot take place. Move or cancel it here: {link}',
  si: 'හෙළ වෙදකම: {date} {time} හමුව ({reference}) නොපැවැත්වේ. මාරු කරන්න: {link}',
  ta: 'ஹெல வெதகம: {date} {time} சந்திப்பு ({reference}) நடைபெறாது. மாற்ற: {link}',
};

/** At most this many segments for the visit-cannot-take-place SMS in Sinhala and Tamil (two in English). */
export const LEAVE_SMS_SEGMENTS = 3;

/** `link` is the absolute private link, in the patient's language. */
export function patientVisitCannotTakePlace(facts: PatientFacts, link: string): string {
  return fill(VISIT_CANNOT_TAKE_PLACE[facts.locale], {
    reference: facts.reference,
    centre: nameIn('centres', facts.centerName, facts.locale),
    date: formatDay(facts.slotDate, facts.locale === 'en' ? 'short' : 'soon', facts.locale),
    time: formatTime12h(facts.slotTime, facts.locale),
    link,
  });
}

/**
 * The SMS sent once in place of a WhatsApp message that did not reach the patient (docs/whatsapp.md "Fallback"):
 * which visit, and the private link that shows it as it is now (whatever the WhatsApp message said). Within three
 * units in every language with the longest values (tests/unit/patient-sms-units.test.ts); the Sinhala and Tamil
 * wording is machine-made, not yet checked by a native speaker.
 */
const WHATSAPP_FALLBACK: Record<Locale, string> = {
  en: 'Hela Wedakama: news about your appointment {reference} on {date} at {time}. See, move or cancel it here: {link}',
  si: 'හෙළ වෙදකම: {date} {time} හමුව ({reference}) ගැන. බලන්න: {link}',
  ta: 'ஹெல வெதகம: {date} {time} சந்திப்பு ({reference}) பற்றி. பார்க்க: {link}',
};

/** `link` is the absolute private link, in the patient's language. */
export function patientWhatsAppFallback(facts: Omit<PatientFacts, 'doctorName' | 'centerName'>, link: string): string {
  return fill(WHATSAPP_FALLBACK[facts.locale], {
    reference: facts.reference,
    date: formatDay(facts.slotDate, facts.locale === 'en' ? 'short' : 'soon', facts.locale),
    time: formatTime12h(facts.slotTime, facts.locale),
    link,
  });
}

export function cancellationNotice(facts: BookingFacts): string {
  return [
    'Appointment cancelled by the patient',
    `Patient: ${facts.patientName}`,
    `Phone: ${facts.patientPhone}`,
    `Language: ${patientLanguageName(facts.locale)}`,
    `Date: ${formatDay(facts.slotDate, 'short')}`,
    `Time: ${formatTime12h(facts.slotTime)} (Colombo)`,
    `Doctor: ${facts.doctorName}`,
    `Center: ${facts.centerName}`,
    `Ref: ${facts.reference}`,
  ].join('\n');
}
