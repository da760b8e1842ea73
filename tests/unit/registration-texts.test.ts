// The /volunteer page writes its events' script only the words that script can show (registration-texts.ts): every
// refusal the API's check of a registration gives must read there as in the whole catalogue, in each language.
import { describe, expect, test } from 'vitest';
import { registrationTexts } from '../../src/components/volunteer/registration-texts.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { catalogueFor, translateMessage } from '../../src/i18n/translate.ts';
import { fieldMessages } from '../../src/shared/field-messages.ts';
import { plainText } from '../../src/shared/field-rules.ts';
import { REGISTRATION_OUTCOMES } from '../../src/shared/volunteer/event-registration-rules.ts';
import { eventRegistrationSchema } from '../../src/shared/volunteer/event-registration-schema.ts';

/** Bodies the API refuses for every reason its schema has, as readJson checks them (plainText). */
const REFUSED = [
  {},
  { event_id: '', name: ' ', email: ' ', phone: ' ', message: 'x' },
  { event_id: 'e', name: 'D', email: 'a@', phone: 'call me' },
  { event_id: 'e', name: 'D'.repeat(101), email: 'a@b.lk,c@d.lk', phone: '0'.repeat(31), message: 'x'.repeat(501) },
  { event_id: 'e', name: 'Dilani\u0000', email: 'a@b.lk', phone: '0771234567' },
];

const refusals = REFUSED.flatMap((body) => {
  const parsed = plainText(eventRegistrationSchema).safeParse(body);
  return parsed.success ? [] : Object.values(fieldMessages(parsed.error));
});

test('the bodies cover the control characters and every refusal the plain form has a notice for', () => {
  expect(refusals).toContain('fields.controlCharacters');
  const notices = new Set<string>(Object.values(REGISTRATION_OUTCOMES));
  expect(new Set(refusals.filter((key) => notices.has(key))).size).toBe(10);
});

describe.each(LOCALES)('in %s', (locale) => {
  const texts = registrationTexts(catalogues[locale]);

  test('every refusal and outcome reads as in the whole catalogue', () => {
    for (const key of [...refusals, ...Object.values(REGISTRATION_OUTCOMES)]) {
      const text = translateMessage(key, texts);
      expect(text, key).not.toBe(key);
      expect(text, key).toBe(translateMessage(key, catalogues[locale]));
    }
  });

  test("the script's own words are there, and the rest of the catalogue is not", () => {
    const { volunteer } = catalogues[locale];
    expect(texts.volunteer).toMatchObject({
      spotsLeft: volunteer.spotsLeft,
      fullyBooked: volunteer.fullyBooked,
      registering: volunteer.registering,
      confirmRegistration: volunteer.confirmRegistration,
      registrationConfirmed: volunteer.registrationConfirmed,
      loadEventsFailed: volunteer.loadEventsFailed,
      registration: { registered: volunteer.registration.registered },
    });
    expect(Object.keys(texts).sort()).toEqual(['fields', 'volunteer']);
    expect(texts.fields).not.toHaveProperty('newsletter');
    expect(texts.fields).not.toHaveProperty('fullName');
    expect(texts.volunteer).not.toHaveProperty('heading');
  });
});

test('a key without a text fails the build', () => {
  expect(() => catalogueFor(catalogues.en, ['fields.noSuchMessage'])).toThrow('fields.noSuchMessage has no text');
  expect(() => catalogueFor(catalogues.en, ['fields.tooLong.deeper'])).toThrow();
});
