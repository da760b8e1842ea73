// The waitlist offer's SMS (docs/product-rules.md "Waitlist"), in the person's language: the freed time, until when
// it is held for them, and their private link. Dates and times on the Asia/Colombo clock.
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import { formatDay, formatInstant, formatTime12h } from '../../shared/utils/format.ts';
import { nameIn } from '../email/provider.ts';

const OFFER: Record<Locale, string> = {
  en: 'Hela Wedakama: a place is free for you at {centre} on {date} at {time}, held until {until}. Take or decline it: {link}',
  si: 'හෙළ වෙදකම: {date} {time} ට ඔබට ස්ථානයක් ඇත, {until} දක්වා. ලබා ගන්න: {link}',
  ta: 'ஹெல வெதகம: {date} {time} க்கு உங்களுக்கு இடம் உள்ளது, {until} வரை. பெற: {link}',
};

export interface WaitlistOfferFacts {
  centerName: string;
  slotDate: string;
  slotTime: string;
  expiresAt: Date;
  locale: Locale;
}

/** `link` is the absolute private link, in the person's language. */
export function waitlistOfferSms(facts: WaitlistOfferFacts, link: string): string {
  return fill(OFFER[facts.locale], {
    centre: nameIn('centres', facts.centerName, facts.locale),
    date: formatDay(facts.slotDate, facts.locale === 'en' ? 'short' : 'soon', facts.locale),
    time: formatTime12h(facts.slotTime, facts.locale),
    until: formatInstant(facts.expiresAt, 'compact', facts.locale),
    link,
  });
}
