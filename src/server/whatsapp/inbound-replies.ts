// What the centre answers on WhatsApp to a patient's button or message (docs/whatsapp.md "Answers"), in the
// booking's language (booking/patient-language.ts); a number with no booking gets the short text in all three.
// Free-form session messages (the patient has just written), so no approved template is needed. The Sinhala and
// Tamil wording is machine-made, not yet checked by a native speaker.
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import { nameIn } from '../email/provider.ts';

export type InboundReply =
  | 'confirmed'
  | 'alreadyConfirmed'
  | 'cancelled'
  | 'isCancelled'
  | 'over'
  | 'cancelClosed'
  | 'moveLink'
  | 'moveClosed'
  | 'freeText'
  | 'optedOut';

export const INBOUND_REPLIES: Record<Locale, Record<InboundReply, string>> = {
  en: {
    confirmed:
      'Hela Wedakama: thank you, your appointment {reference} on {date} at {time} at {centre} is confirmed. Questions: {phone}',
    alreadyConfirmed:
      'Hela Wedakama: your appointment {reference} on {date} at {time} is already confirmed. See you then.',
    cancelled: 'Hela Wedakama: your appointment {reference} on {date} at {time} is cancelled. To book again: {phone}',
    isCancelled: 'Hela Wedakama: your appointment {reference} is cancelled. To book again: {phone}',
    over: 'Hela Wedakama: your appointment {reference} on {date} has already taken place. Questions: {phone}',
    cancelClosed:
      'Hela Wedakama: your appointment {reference} is less than {hours} hours away and can no longer be cancelled here. Please call {phone}',
    moveLink: 'Hela Wedakama: choose another time for your appointment {reference} here: {link}',
    moveClosed:
      'Hela Wedakama: your appointment {reference} is less than {hours} hours away and can no longer be moved online. Please call {phone}',
    freeText: 'Hela Wedakama: this number only reads the buttons. To talk to us, please call {phone}',
    optedOut: 'Hela Wedakama: you will get no more WhatsApp messages from us. We will send them by SMS instead.',
  },
  si: {
    confirmed: 'හෙළ වෙදකම: ස්තූතියි, ඔබේ වෛද්‍ය හමුව ({reference}) {date} {time}, {centre} තහවුරු විය. විමසීම්: {phone}',
    alreadyConfirmed: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) {date} {time} දැනටමත් තහවුරු කර ඇත.',
    cancelled: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) {date} {time} අවලංගු කරන ලදී. නැවත වෙන් කිරීමට: {phone}',
    isCancelled: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) අවලංගු කර ඇත. නැවත වෙන් කිරීමට: {phone}',
    over: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුව ({reference}) {date} දැනටමත් ඉකුත් වී ඇත. විමසීම්: {phone}',
    cancelClosed:
      'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුවට ({reference}) පැය {hours}කට අඩු කාලයක් ඇති බැවින් මෙහි අවලංගු කළ නොහැක. කරුණාකර අමතන්න: {phone}',
    moveLink: 'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුවට ({reference}) වෙනත් වේලාවක් මෙතැනින් තෝරන්න: {link}',
    moveClosed:
      'හෙළ වෙදකම: ඔබේ වෛද්‍ය හමුවට ({reference}) පැය {hours}කට අඩු කාලයක් ඇති බැවින් එය මාරු කළ නොහැක. කරුණාකර අමතන්න: {phone}',
    freeText: 'හෙළ වෙදකම: මෙම අංකය බොත්තම් පමණක් කියවයි. අප හා කතා කිරීමට අමතන්න: {phone}',
    optedOut: 'හෙළ වෙදකම: ඔබට තවදුරටත් අපෙන් WhatsApp පණිවිඩ නොලැබේ. ඒවා SMS මගින් එවනු ලැබේ.',
  },
  ta: {
    confirmed:
      'ஹெல வெதகம: நன்றி, உங்கள் சந்திப்பு ({reference}) {date} {time}, {centre} உறுதிசெய்யப்பட்டது. விவரங்களுக்கு: {phone}',
    alreadyConfirmed: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) {date} {time} ஏற்கனவே உறுதிசெய்யப்பட்டுள்ளது.',
    cancelled: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) {date} {time} ரத்துசெய்யப்பட்டது. மீண்டும் முன்பதிவு செய்ய: {phone}',
    isCancelled: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) ரத்துசெய்யப்பட்டுள்ளது. மீண்டும் முன்பதிவு செய்ய: {phone}',
    over: 'ஹெல வெதகம: உங்கள் சந்திப்பு ({reference}) {date} ஏற்கனவே முடிந்துவிட்டது. விவரங்களுக்கு: {phone}',
    cancelClosed:
      'ஹெல வெதகம: உங்கள் சந்திப்புக்கு ({reference}) {hours} மணி நேரத்திற்கும் குறைவாக உள்ளதால் இங்கே ரத்துசெய்ய முடியாது. தயவுசெய்து அழைக்கவும்: {phone}',
    moveLink: 'ஹெல வெதகம: உங்கள் சந்திப்புக்கு ({reference}) வேறு நேரத்தை இங்கே தேர்ந்தெடுக்கவும்: {link}',
    moveClosed:
      'ஹெல வெதகம: உங்கள் சந்திப்புக்கு ({reference}) {hours} மணி நேரத்திற்கும் குறைவாக உள்ளதால் அதை மாற்ற முடியாது. தயவுசெய்து அழைக்கவும்: {phone}',
    freeText: 'ஹெல வெதகம: இந்த எண் பொத்தான்களை மட்டுமே படிக்கும். எங்களுடன் பேச அழைக்கவும்: {phone}',
    optedOut: 'ஹெல வெதகம: இனி உங்களுக்கு எங்களிடமிருந்து WhatsApp செய்திகள் வராது. அவை SMS மூலம் அனுப்பப்படும்.',
  },
};

export interface ReplyFacts {
  reference?: string;
  slotDate?: string;
  slotTime?: string;
  centerName?: string;
  /** The centre's phone, else the provider's. */
  phone: string;
  hours?: number;
  /** The absolute private link (the move calendar). */
  link?: string;
}

/** The answer in the patient's language; `undefined` locale (a number with no booking): all three, short. */
export function inboundReply(reply: InboundReply, facts: ReplyFacts, locale: Locale | undefined): string {
  if (!locale) return (['en', 'si', 'ta'] as const).map((each) => inboundReply(reply, facts, each)).join('\n\n');
  return fill(INBOUND_REPLIES[locale][reply], {
    reference: facts.reference ?? '',
    date: facts.slotDate ? formatDay(facts.slotDate, locale === 'en' ? 'short' : 'soon', locale) : '',
    time: facts.slotTime ? formatTime12h(facts.slotTime, locale) : '',
    centre: facts.centerName ? nameIn('centres', facts.centerName, locale) : '',
    phone: facts.phone,
    hours: String(facts.hours ?? ''),
    link: facts.link ?? '',
  });
}

/** STOP in English, Sinhala or Tamil: the whole message is the word, whatever its case and spaces. */
const STOP_WORDS = new Set(['stop', 'නවත්වන්න', 'නවතන්න', 'நிறுத்து', 'நிறுத்தவும்']);

export function isStopWord(body: string): boolean {
  return STOP_WORDS.has(body.normalize('NFC').replace(/\s+/gu, '').toLowerCase());
}
