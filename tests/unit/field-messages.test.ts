// One message per refused field, in the browser and in the API's error envelope alike: the first issue zod found
// for each top-level field, and an issue of the whole input under `_`.
import { expect, test } from 'vitest';
import { z } from 'zod';
import { fieldMessages, pathMessages } from '../../src/shared/field-messages.ts';

const schema = z
  .object({
    name: z.string().min(1, 'Please enter your name').max(5, 'Too long'),
    email: z.email('Please enter a valid email address'),
    address: z.object({ city: z.string().min(1, 'Please enter your city') }),
    tags: z.array(z.string().min(2, 'Each tag needs two letters')),
    from: z.number(),
    to: z.number(),
  })
  .refine((value) => value.from <= value.to, 'The start comes before the end');

const valid = { name: 'Ann', email: 'ann@example.com', address: { city: 'Kandy' }, tags: ['ok'], from: 1, to: 2 };

test.each([
  ['nothing wrong', valid, null],
  ['one field', { ...valid, name: '' }, { name: 'Please enter your name' }],
  [
    'two fields, in schema order',
    { ...valid, email: 'x', name: '' },
    {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    },
  ],
  [
    'a nested field under its top-level name',
    { ...valid, address: { city: '' } },
    { address: 'Please enter your city' },
  ],
  ['an array item under the array', { ...valid, tags: ['ok', 'x'] }, { tags: 'Each tag needs two letters' }],
  ['the whole input under _', { ...valid, from: 3 }, { _: 'The start comes before the end' }],
])('%s', (_, input, expected) => {
  const parsed = schema.safeParse(input);
  if (expected === null) return expect(parsed.success).toBe(true);
  expect(parsed.success).toBe(false);
  if (!parsed.success) expect(fieldMessages(parsed.error)).toEqual(expected);
});

test('only the first message of a field is kept', () => {
  const twice = z.object({ code: z.string().min(3, 'Too short').regex(/^\d+$/, 'Digits only') });
  const parsed = twice.safeParse({ code: 'a' });
  expect(parsed.success || fieldMessages(parsed.error)).toEqual({ code: 'Too short' });
});

// A form whose values nest (a message per retention class, per session field) keys them by the whole path.
test.each([
  [
    'a nested field under its whole path',
    { ...valid, address: { city: '' } },
    { 'address.city': 'Please enter your city' },
  ],
  [
    'each item of a list under its index',
    { ...valid, tags: ['ok', 'x', 'y'] },
    { 'tags.1': 'Each tag needs two letters', 'tags.2': 'Each tag needs two letters' },
  ],
  ['a top-level field as before', { ...valid, name: '' }, { name: 'Please enter your name' }],
  ['the whole input under _', { ...valid, from: 3 }, { _: 'The start comes before the end' }],
])('pathMessages: %s', (_, input, expected) => {
  const parsed = schema.safeParse(input);
  expect(parsed.success || pathMessages(parsed.error)).toEqual(expected);
});
