// The two rules every client text keeps (src/shared/field-rules.ts): one e-mail address per e-mail field, and no
// control characters anywhere in a payload.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, emailAddress, plainText } from '../../src/shared/field-rules.ts';
import { hasHiddenCharacter, isSingleEmail } from '../../src/shared/utils/text-rules.ts';

test.each([
  ['nimal@example.lk', true],
  ['a.b+c@mail.co.uk', true],
  ['nimal@example', false],
  ['nimal example@x.lk', false],
  ['@example.lk', false],
  [`${'a'.repeat(250)}@x.lk`, false],
  ['first@probe.test,second@evil.example', false],
  ['first@probe.test;second@evil.example', false],
  ['first@probe.test second@evil.example', false],
  ['"Boss" <boss@evil.example>', false],
  ['first@probe.test\nBcc: second@evil.example', false],
  ['first@probe.test\u0000', false],
])('%j is one e-mail address: %s', (email, valid) => expect(isSingleEmail(email)).toBe(valid));

test('an e-mail field answers its own words for blank and for a list of addresses', () => {
  const field = emailAddress({ required: 'Email is required', invalid: 'Invalid email address' });
  expect(field.safeParse('  ').error?.issues[0]?.message).toBe('Email is required');
  expect(field.safeParse('a@b.lk,c@evil.example').error?.issues[0]?.message).toBe('Invalid email address');
  expect(field.parse('  nimal@example.lk ')).toBe('nimal@example.lk');
});

describe('plainText', () => {
  const schema = plainText(z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) }));

  test.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u000b'])(
    'refuses %j at any depth, naming the field',
    (control) => {
      const result = schema.safeParse({ name: 'Nimal', items: [{ note: `knee${control}pain` }] });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['items', 0, 'note'], message: CONTROL_CHARACTER_MESSAGE }),
      ]);
    },
  );

  test('names every field and key that holds one, in the order the client wrote them', () => {
    const result = schema.safeParse({
      'na\u0000me': 'x',
      items: [{ note: 'a\u0007' }, { note: 'ok' }, { note: '\u007f' }],
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['na\u0000me'],
      ['items', 0, 'note'],
      ['items', 2, 'note'],
    ]);
  });

  test("answers a body nested far deeper than any form with the schema's own refusal", () => {
    const depth = 100_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(schema.safeParse(nested).error?.issues[0]?.path).toHaveLength(depth);
    expect(schema.safeParse(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)).error?.issues[0]?.code).toBe(
      'invalid_type',
    );
  });

  test('names at most twenty fields, however many the body holds', () => {
    const chain = JSON.parse(`${'["\\u0000",'.repeat(50_000)}[]${']'.repeat(50_000)}`);
    expect(schema.safeParse(chain).error?.issues).toHaveLength(20);
  });

  test('keeps tabs, line breaks and any script', () => {
    const value = { name: 'නිමල් நிமல்', items: [{ note: 'line one\r\nline two\tindented' }] };
    expect(schema.parse(value)).toEqual(value);
  });
});

describe('hidden characters', () => {
  test.each([
    ['Nimali Perera', false],
    ['සිංහල නම', false],
    ['தமிழ் பெயர்', false],
    ['A smile 😀 and a flag 🇱🇰', false],
    ['Tab\tand\nnew line', false],
    ['NUL\u0000', true],
    ['escape\u001b[31m', true],
    ['half a pair \ud83d', true],
    ['\ude00 the other half first', true],
    ['two halves reversed \ude00\ud83d', true],
  ])('%j holds one: %s', (text, hidden) => {
    expect(hasHiddenCharacter(text)).toBe(hidden);
  });
});
