// Every SMS a patient may get, in each language, with the longest values (the longest centre name of content/ in
// that language, every day of a year, a two-digit hour, the longest doctor's name and link) stays within three units
// (src/server/sms/segments.ts: GSM-7 160 alone / 153 when split, UCS-2 70 / 67): the SMS of today, the WhatsApp
// fallback, the leave notice and the waitlist offer.
import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { SERVER_CONTENT } from '../../src/server/content/server-content.ts';
import {
  patientCancellation,
  patientConfirmation,
  patientConfirmed,
  patientMoved,
  patientReminder,
  patientVisitCannotTakePlace,
  patientWhatsAppFallback,
} from '../../src/server/sms/booking-messages.ts';
import { smsSize } from '../../src/server/sms/segments.ts';
import { waitlistOfferSms } from '../../src/server/sms/waitlist-messages.ts';

const MAX_UNITS = 3;
const DAYS = Array.from({ length: 365 }, (_, day) => new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10));
/** The English centre name whose name in `locale` is longest (the messages write the centre in the patient's language). */
function longestCentre(locale: Locale): string {
  const inLocale = (name: string) =>
    locale === 'en' ? name : (SERVER_CONTENT.translatedNames[locale].centres[name] ?? name);
  return (
    SERVER_CONTENT.centers.map((centre) => centre.name).sort((a, b) => inLocale(b).length - inLocale(a).length)[0] ?? ''
  );
}
/** A manage link as long as any: the site's address, the language prefix and a 43-character token. */
const link = (locale: Locale) =>
  `https://www.helawedakama.lk${locale === 'en' ? '' : `/${locale}`}/appointment/manage#token=${'x'.repeat(43)}`;

function facts(locale: Locale, slotDate: string) {
  return {
    reference: 'WK-XXXXXX',
    doctorName: 'Dr. Chandrika Wickramasinghe',
    centerName: longestCentre(locale),
    slotDate,
    slotTime: '11:45',
    locale,
    centrePhone: '+94 81 222 3333',
  };
}

const MESSAGES: Record<string, (values: ReturnType<typeof facts>) => string> = {
  confirmation: patientConfirmation,
  confirmed: patientConfirmed,
  reminder: patientReminder,
  cancellation: patientCancellation,
  moved: patientMoved,
  'visit cannot take place': (values) => patientVisitCannotTakePlace(values, link(values.locale)),
  'WhatsApp fallback': (values) => patientWhatsAppFallback(values, link(values.locale)),
  'waitlist offer': (values) =>
    waitlistOfferSms(
      { ...values, expiresAt: new Date(`${values.slotDate}T06:15:00Z`) },
      link(values.locale).replace('appointment/manage', 'appointment/waitlist'),
    ),
};

describe('every patient SMS, worst case', () => {
  test.each(LOCALES.flatMap((locale) => Object.keys(MESSAGES).map((message) => [message, locale] as const)))(
    'the %s in %s fits three units on every day of the year',
    (message, locale) => {
      const send = MESSAGES[message];
      if (!send) throw new Error(message);
      const sizes = DAYS.map((day) => smsSize(send(facts(locale, day))));
      expect(new Set(sizes.map((size) => size.encoding))).toEqual(new Set([locale === 'en' ? 'GSM-7' : 'UCS-2']));
      const worst = Math.max(...sizes.map((size) => size.units));
      expect(worst).toBeLessThanOrEqual(MAX_UNITS * (locale === 'en' ? 153 : 67));
      expect(Math.max(...sizes.map((size) => size.segments))).toBeLessThanOrEqual(MAX_UNITS);
    },
  );
});
