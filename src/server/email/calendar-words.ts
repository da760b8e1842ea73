// The words of the .ics attached to the confirmation e-mail, in the patient's language (the one .ics writer is
// src/shared/appointment-calendar.ts). Written with the terms of docs/i18n-glossary.md, like content/emails/si|ta.
import type { Locale } from '../../i18n/locales.ts';
import { type CalendarWords, ENGLISH_CALENDAR_WORDS } from '../../shared/appointment-calendar.ts';

export const CALENDAR_WORDS: Record<Locale, CalendarWords> = {
  en: ENGLISH_CALENDAR_WORDS,
  si: {
    summary: '{service}: {doctor} සමඟ වෛද්‍ය හමුව',
    appointment: 'වෙන් කිරීමේ අංකය {reference}.',
    arrive: 'කරුණාකර විනාඩි 15කට පෙර පැමිණ, ඔබේ වෛද්‍ය ලේඛන රැගෙන එන්න.',
    centrePhone: 'මධ්‍යස්ථානයේ දුරකථන අංකය: {phone}.',
    manage: 'බලන්න හෝ අවලංගු කරන්න: {url}',
  },
  ta: {
    summary: '{service}: {doctor} உடன் சந்திப்பு',
    appointment: 'முன்பதிவு எண் {reference}.',
    arrive: 'தயவுசெய்து 15 நிமிடங்கள் முன்னதாக வந்து, உங்கள் மருத்துவ ஆவணங்களைக் கொண்டு வாருங்கள்.',
    centrePhone: 'நிலையத்தின் தொலைபேசி: {phone}.',
    manage: 'பார்க்க அல்லது ரத்துசெய்ய: {url}',
  },
};
