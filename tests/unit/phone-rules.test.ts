// Phone numbers as Sri Lankans write them, stored in E.164 (docs/api.md "Phone numbers"), written for staff's
// spreadsheets, masked in logs, and the numbers a patient's own SMS may go to (docs/product-rules.md
// "Notifications").
import { describe, expect, test } from 'vitest';
import { patientSmsNumber } from '../../src/server/sms/recipients.ts';
import { maskPhone, phoneAsText, toE164 } from '../../src/shared/phone-numbers.ts';

describe('E.164', () => {
  test.each([
    ['077 123 4567', '+94771234567'],
    ['0771234567', '+94771234567'],
    ['077-123-4567', '+94771234567'],
    ['(077) 123.4567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['771234567', '+94771234567'],
    ['0094 77 123 4567', '+94771234567'],
    ['011 269 4812', '+94112694812'],
    ['(011) 269-4812', '+94112694812'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['077 123 456', undefined],
    ['+0 77 123 4567', undefined],
    ['12345', undefined],
    ['call me', undefined],
    ['', undefined],
  ])('%j is %s', (typed, expected) => {
    expect(toE164(typed)).toBe(expected);
  });
});

describe('as text for a spreadsheet', () => {
  test.each([
    ['+94771234567', '077 123 4567'],
    ['011 269 4812', '011 269 4812'],
    ['+44 20 7946 0958', '00 442079460958'],
    ['not a phone', undefined],
  ])('%j is %s', (typed, expected) => {
    expect(phoneAsText(typed)).toBe(expected);
  });
});

describe('masked for logs', () => {
  test.each([
    ['+94771234567', '+9477*****67'],
    ['+442079460958', '+4420******58'],
    ['123456', '***'],
  ])('%s is %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe("where a patient's own SMS may go", () => {
  test.each([
    ['077 123 4567', false, '+94771234567'],
    ['+44 20 7946 0958', false, undefined],
    ['+44 20 7946 0958', true, '+442079460958'],
    ['not a phone', true, undefined],
  ])('%s with SMS abroad %s: %s', (phone, abroad, expected) => {
    expect(patientSmsNumber(phone, abroad)).toBe(expected);
  });
});
