// What an SMS costs (src/server/sms/segments.ts) and the promise that every patient SMS, in each language, goes in
// at most two segments: Sinhala and Tamil are UCS-2 (70 characters alone, 67 a segment when split), English GSM-7
// (160 alone, 153 when split).
import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { SERVER_CONTENT } from '../../src/server/content/server-content.ts';
import { absoluteUrl } from '../../src/server/email/messages.ts';
import {
  LEAVE_SMS_SEGMENTS,
  PATIENT_SMS_SEGMENTS,
  patientCancellation,
  patientConfirmation,
  patientReminder,
  patientVisitCannotTakePlace,
} from '../../src/server/sms/booking-messages.ts';
import { smsSize } from '../../src/server/sms/segments.ts';

describe('the segment counter', () => {
  test.each([
    ['empty', '', 'GSM-7', 0, 1],
    ['160 GSM-7 characters', 'a'.repeat(160), 'GSM-7', 160, 1],
    ['161 GSM-7 characters', 'a'.repeat(161), 'GSM-7', 161, 2],
    ['306 GSM-7 characters', 'a'.repeat(306), 'GSM-7', 306, 2],
    ['307 GSM-7 characters', 'a'.repeat(307), 'GSM-7', 307, 3],
    ['GSM-7 accents and symbols', 'é£¥§ÑüΔ@', 'GSM-7', 8, 1],
    ['extension characters count two', '€[]{}|~^\\', 'GSM-7', 18, 1],
    ['80 euro signs are 160 septets', '€'.repeat(80), 'GSM-7', 160, 1],
    ['81 euro signs are 162 septets', '€'.repeat(81), 'GSM-7', 162, 2],
    ['70 Sinhala letters', 'ක'.repeat(70), 'UCS-2', 70, 1],
    ['71 Sinhala letters', 'ක'.repeat(71), 'UCS-2', 71, 2],
    ['134 Tamil letters', 'த'.repeat(134), 'UCS-2', 134, 2],
    ['135 Tamil letters', 'த'.repeat(135), 'UCS-2', 135, 3],
    ['one Sinhala letter turns English into UCS-2', `${'a'.repeat(69)}ක`, 'UCS-2', 70, 1],
    ['the ellipsis is not GSM-7', `${'a'.repeat(70)}…`, 'UCS-2', 71, 2],
    ['a ZWJ conjunct counts every code unit', 'ශ්‍රී', 'UCS-2', 5, 1],
    ['an emoji is two UTF-16 code units', `${'a'.repeat(68)}🙂`, 'UCS-2', 70, 1],
  ] as const)('%s', (_case, text, encoding, units, segments) => {
    expect(smsSize(text)).toEqual({ encoding, units, segments });
  });
});

/** Every day of a year, so every month and weekday name of each language is tried. */
const DAYS = Array.from({ length: 365 }, (_, day) => new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10));
const LONGEST_CENTRE = SERVER_CONTENT.centers.map((centre) => centre.name).sort((a, b) => b.length - a.length)[0] ?? '';

/** The longest realistic values: the longest centre name, a two-digit hour, a long doctor's name. */
function facts(locale: Locale, slotDate: string, centerName = LONGEST_CENTRE) {
  return {
    reference: 'WK-XXXXXX',
    doctorName: 'Dr. Chandrika Wickramasinghe',
    centerName,
    slotDate,
    slotTime: '11:45',
    locale,
  };
}

const MESSAGES = {
  confirmation: patientConfirmation,
  reminder: patientReminder,
  cancellation: (values: ReturnType<typeof facts>) =>
    patientCancellation({ ...values, centrePhone: '+94 81 222 3333' }),
} as const;
const CASES = LOCALES.flatMap((locale) =>
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map((message) => [message, locale] as const),
);

describe('patient SMS', () => {
  test('the longest centre name is a long one', () => {
    expect(LONGEST_CENTRE.length).toBeGreaterThanOrEqual(35);
  });

  test.each(CASES)('the %s in %s fits two segments on every day of the year', (message, locale) => {
    const sizes = DAYS.map((day) => smsSize(MESSAGES[message](facts(locale, day))));
    const worst = Math.max(...sizes.map((size) => size.units));
    expect(sizes.every((size) => size.encoding === (locale === 'en' ? 'GSM-7' : 'UCS-2'))).toBe(true);
    expect(worst).toBeLessThanOrEqual(locale === 'en' ? 306 : 134);
    expect(Math.max(...sizes.map((size) => size.segments))).toBeLessThanOrEqual(PATIENT_SMS_SEGMENTS);
  });

  test.each(CASES)(
    'the %s in %s keeps the reference, date and time whole with a far longer centre name',
    (message, locale) => {
      const centre = 'Wedakama Anuradhapura Sacred City Heritage and Wellness Center';
      const text = MESSAGES[message](facts(locale, '2027-09-29', centre));
      expect(smsSize(text).segments).toBeLessThanOrEqual(PATIENT_SMS_SEGMENTS);
      expect(text).toContain('WK-XXXXXX');
      expect(text).toContain(locale === 'en' ? '11:45 AM' : '11:45');
      expect(text).toContain('Wedakama Anuradhapura');
    },
  );

  test.each([
    [
      'en',
      'confirmation',
      'Hela Wedakama: your appointment WK-XXXXXX with Dr. Chandrika Wickramasinghe at Wedakama Kandy Wellness Center on Wed, 29 Sept 2027 at 11:45 AM is booked. We will contact you within 24 hours. Please arrive 15 minutes early.',
    ],
    [
      'si',
      'confirmation',
      'හෙළ වෙදකම වෙන් කිරීම WK-XXXXXX: බිනර 29 බදාදා පෙ.ව. 11:45, වෙදකම මහනුවර සුවතා මධ්‍යස්ථානය. විනාඩි 15කට පෙර පැමිණෙන්න.',
    ],
    [
      'ta',
      'confirmation',
      'ஹெல வெதகம முன்பதிவு WK-XXXXXX: செப். 29, புத. 11:45 மு.ப., வெதகம கண்டி நலவாழ்வு நிலையம். 15 நிமிடம் முன்னதாக வாருங்கள்.',
    ],
    [
      'si',
      'reminder',
      'හෙළ වෙදකම: හෙට බිනර 29 බදාදා පෙ.ව. 11:45 වෛද්‍ය හමුව, වෙදකම මහනුවර සුවතා මධ්‍යස්ථානය (WK-XXXXXX). විනාඩි 15කට පෙර එන්න.',
    ],
    [
      'ta',
      'reminder',
      'ஹெல வெதகம: நாளை செப். 29, புத. 11:45 மு.ப. சந்திப்பு, வெதகம கண்டி நலவாழ்வு நிலையம் (WK-XXXXXX). 15 நிமிடம் முன் வாருங்கள்.',
    ],
  ] as const)('in %s the %s reads as the patient gets it', (locale, message, expected) => {
    expect(MESSAGES[message](facts(locale, '2027-09-29', 'Wedakama Kandy Wellness Center'))).toBe(expected);
  });
});

describe('the SMS of a visit a leave caught', () => {
  // A real token's length (a base64url SHA-256 HMAC), in the link to the patient's language's page.
  const link = (locale: Locale) => absoluteUrl(`/appointment/manage#token=${'x'.repeat(43)}`, locale);

  test.each(LOCALES)('in %s it fits its segments on every day of the year and ends with the whole link', (locale) => {
    const texts = DAYS.map((day) => patientVisitCannotTakePlace(facts(locale, day), link(locale)));
    const limit = locale === 'en' ? PATIENT_SMS_SEGMENTS : LEAVE_SMS_SEGMENTS;
    expect(Math.max(...texts.map((text) => smsSize(text).segments))).toBeLessThanOrEqual(limit);
    expect(texts.every((text) => text.endsWith(link(locale)) && text.includes('WK-XXXXXX'))).toBe(true);
  });
});
