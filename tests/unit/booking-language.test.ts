// The booking in the patient's language (docs/i18n.md): the SMS and e-mails follow the page's language unless the
// patient chooses another, and the form shows its own refusals in the page's language, the server's as sent.
import { expect, test } from 'vitest';
import { EMPTY_FORM, formErrors, toPayload } from '../../src/components/booking/booking-form.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { BOOKING_MESSAGES } from '../../src/shared/booking/booking-schema.ts';

test.each([
  ['en', '', 'english'],
  ['si', '', 'sinhala'],
  ['ta', '', 'tamil'],
  ['si', 'english', 'english'],
  ['ta', 'sinhala', 'sinhala'],
] as const)('on the %s page, chosen "%s": the messages go in %s', (locale: Locale, chosen, sent) => {
  const payload = toPayload({ ...EMPTY_FORM, preferredLanguage: chosen }, 'Pulse Diagnosis', 'key-12345678', locale);
  expect(payload.preferred_language).toBe(sent);
});

test.each(['en', 'si', 'ta'] as const)('in %s the form says its own refusals in the page language', (locale) => {
  const { booking, fields } = catalogues[locale];
  const { found } = formErrors(
    { patient_email: BOOKING_MESSAGES.emailInvalid, notes: BOOKING_MESSAGES.tooLong(1000) },
    { booking, fields },
  );
  expect(found).toEqual({
    email: booking.validation.emailInvalid,
    notes: booking.validation.tooLong.replace('{max}', '1000'),
  });
});

test('a text the server already translated is shown as it came', () => {
  const { booking, fields } = catalogues.ta;
  const { found } = formErrors({ slot_id: 'அந்த நேரம் இப்போது கிடைக்காது' }, { booking, fields });
  expect(found).toEqual({ timeSlot: 'அந்த நேரம் இப்போது கிடைக்காது' });
});

test('the English texts are the API answers clients already know', () => {
  expect(catalogues.en.booking.validation).toMatchObject({
    firstName: 'First name is required',
    emailInvalid: 'Invalid email address',
    slot: 'Please select a valid time slot',
    tooLong: 'Please keep this under {max} characters',
  });
});
