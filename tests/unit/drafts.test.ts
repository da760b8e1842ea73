// What the booking and review wizards keep in the tab's sessionStorage (docs/product-rules.md "Drafts"): enough to
// survive a reload, never health details, the consent tick or a reviewer's contact details; a damaged draft is
// ignored, never an error.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import * as bookingDraft from '../../src/components/booking/booking-draft.ts';
import { type BookingForm, EMPTY_FORM } from '../../src/components/booking/booking-form.ts';
import * as reviewDraft from '../../src/components/reviews/review-draft.ts';
import { EMPTY_REVIEW, type ReviewFormValues } from '../../src/components/reviews/review-form-values.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: storage, window: { sessionStorage: storage } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'window');
});

/** Everything the tab holds, as one text: what a person with the phone could read. */
const stored = () => [...storage.items.values()].join('\n');

describe('the booking draft', () => {
  const form: BookingForm = {
    ...EMPTY_FORM,
    firstName: 'Nimali',
    lastName: 'Perera',
    email: 'nimali@example.lk',
    phone: '077 123 4567',
    medicalCenter: 'kandy',
    service: 'Herbal Medicine',
    healthConsent: true,
    healthConditions: 'Asthma',
    currentMedications: 'Salbutamol',
    notes: 'Chest pain at night',
  };

  test.each([
    ['healthConditions', 'Asthma'],
    ['currentMedications', 'Salbutamol'],
    ['notes', 'Chest pain at night'],
  ] as const)('leaves %s out of the tab and restores it empty', (field, typed) => {
    bookingDraft.saveDraft({ form, step: 5, idempotencyKey: 'key-1' });
    expect(stored()).not.toContain(typed);
    expect(bookingDraft.loadDraft()?.form[field]).toBe('');
  });

  test('restores what was typed, the step and the idempotency key; the consent tick is asked again', () => {
    bookingDraft.saveDraft({ form, step: 5, idempotencyKey: 'key-1' });
    const restored = bookingDraft.loadDraft();
    expect(restored).toMatchObject({ step: 5, idempotencyKey: 'key-1' });
    expect(restored?.form).toMatchObject({ firstName: 'Nimali', medicalCenter: 'kandy', service: 'Herbal Medicine' });
    expect(restored?.form.healthConsent).toBe(false);
  });

  test.each([
    ['not JSON', '{"form":', undefined],
    ['a step out of range', JSON.stringify({ form: { firstName: 'A' }, step: 9, idempotencyKey: 'k' }), 1],
    ['a health field slipped in', JSON.stringify({ form: { notes: 'x' }, step: 2, idempotencyKey: 'k' }), 2],
  ])('a damaged draft (%s) is ignored or repaired', (_, text, step) => {
    storage.setItem('wedakama.booking.draft', text);
    const restored = bookingDraft.loadDraft();
    expect(restored?.step).toBe(step);
    expect(restored?.form.notes ?? '').toBe('');
  });
});

describe('the review draft', () => {
  const values: ReviewFormValues = {
    ...EMPTY_REVIEW,
    name: 'Kamal Silva',
    age: '54',
    email: 'kamal@example.lk',
    phone: '0771234567',
    condition: 'Arthritis',
    rating: 5,
    reviewText: 'After six weeks of treatment I walk to the market again without pain.',
    consent: true,
  };

  test.each([
    ['email', 'kamal@example.lk'],
    ['phone', '0771234567'],
    ['consent', 'true'],
  ] as const)('leaves %s out of the tab', (field, typed) => {
    reviewDraft.saveDraft(values, 2);
    expect(stored()).not.toContain(typed);
    expect(reviewDraft.loadDraft()?.values).not.toHaveProperty(field);
  });

  test('restores the story, the rating and the step', () => {
    reviewDraft.saveDraft(values, 2);
    expect(reviewDraft.loadDraft()).toEqual({
      step: 2,
      values: expect.objectContaining({ name: 'Kamal Silva', condition: 'Arthritis', rating: 5 }),
    });
  });

  test.each([
    ['not JSON', '{"values"', undefined],
    [
      'a rating of 9 and a step of 7',
      JSON.stringify({ values: { rating: 9, name: 'K' }, step: 7 }),
      { rating: undefined, step: 0 },
    ],
  ])('a damaged draft (%s) is ignored or repaired', (_, text, expected) => {
    storage.setItem('wedakama:share-review-draft', text);
    const restored = reviewDraft.loadDraft();
    if (expected === undefined) expect(restored).toBeUndefined();
    else expect([restored?.values.rating, restored?.step]).toEqual([expected.rating, expected.step]);
  });
});
