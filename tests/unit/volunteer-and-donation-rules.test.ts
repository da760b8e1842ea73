// The volunteer application's derived fields (docs/product-rules.md "Application", docs/api.md "Two request
// shapes") and what a donor is told to do next (docs/product-rules.md "Contact and donation").
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { nextStepText } from '../../src/shared/donations/next-step.ts';
import { VOLUNTEER_DURATIONS } from '../../src/shared/enums.ts';
import {
  additionalInfo,
  deriveSpecFields,
  durationForWeeks,
  durationWeeks,
} from '../../src/shared/volunteer/application-schema.ts';

describe('duration_weeks', () => {
  test.each([
    ['2-weeks', 2],
    ['1-month', 4],
    ['2-months', 8],
    ['3-months', 12],
    ['6-months', 24],
    ['flexible', 4],
    ['about a year', 4],
  ])('%s is %i weeks', (duration, weeks) => {
    expect(durationWeeks(duration)).toBe(weeks);
  });

  test.each([
    [2, '2-weeks'],
    [4, '1-month'],
    [12, '3-months'],
    [24, '6-months'],
    [5, null],
    [0, null],
  ])('%i weeks is the choice %s', (weeks, duration) => {
    expect(durationForWeeks(weeks)).toBe(duration);
  });

  test('every choice but flexible goes to its weeks and back', () => {
    for (const duration of VOLUNTEER_DURATIONS.filter((choice) => choice !== 'flexible')) {
      expect(durationForWeeks(durationWeeks(duration))).toBe(duration);
    }
  });
});

describe('additional_info', () => {
  test.each([
    ['Red Cross', 'Previous volunteering: Red Cross'],
    ['', 'Previous volunteering: None'],
  ])('with previous volunteering %j ends %j', (previous, last) => {
    expect(
      additionalInfo({
        nationality: 'German',
        city: 'Berlin',
        flexibility: 'Any time',
        previous_volunteering: previous,
      }),
    ).toBe(`Nationality: German\nCity: Berlin\nFlexibility: Any time\n${last}`);
  });
});

describe("the documented call's fields, derived from the form's", () => {
  const application = {
    first_name: 'Ayesha ',
    last_name: 'Fernando',
    relevant_experience: 'Community nursing',
    expectations: 'Learn herbal preparation',
    duration: '3-months',
    emergency_contact_relation: 'Mother',
    dietary_requirements: 'Vegetarian',
    nationality: 'Sri Lankan',
    city: 'Gampaha',
    flexibility: 'Weekdays',
    previous_volunteering: '',
  } as Parameters<typeof deriveSpecFields>[0];

  test.each([
    ['full_name', 'Ayesha  Fernando'],
    ['experience', 'Community nursing'],
    ['skills', 'Learn herbal preparation'],
    ['duration_weeks', 12],
    ['emergency_contact_relationship', 'Mother'],
    ['dietary_restrictions', 'Vegetarian'],
    ['additional_info', 'Nationality: Sri Lankan\nCity: Gampaha\nFlexibility: Weekdays\nPrevious volunteering: None'],
  ] as const)('%s is %j', (field, value) => {
    expect(deriveSpecFields(application)[field]).toBe(value);
  });
});

describe('the next step of a donation pledge', () => {
  test.each([
    ['en', 'card', ['DN-ABC234', 'secure link', 'never ask for card numbers'], ['eZ Cash']],
    ['en', 'mobile', ['DN-ABC234', 'eZ Cash or mCash', 'one working day'], ['secure link']],
    ['si', 'card', ['DN-ABC234', 'Visa', 'ආරක්ෂිත සබැඳියක්'], ['eZ Cash']],
    ['si', 'mobile', ['DN-ABC234', 'eZ Cash හෝ mCash'], ['Visa']],
    ['ta', 'card', ['DN-ABC234', 'Visa', 'பாதுகாப்பான இணைப்புடன்'], ['eZ Cash']],
    ['ta', 'mobile', ['DN-ABC234', 'eZ Cash அல்லது mCash'], ['Visa']],
  ] as const)('%s, %s: says what to do with the reference, and no other way to pay', (locale, method, says, never) => {
    const text = nextStepText(method, 'DN-ABC234', catalogues[locale].donation);
    for (const part of says) expect(text).toContain(part);
    for (const part of never) expect(text).not.toContain(part);
  });
});
