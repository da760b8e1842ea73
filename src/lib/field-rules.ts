// The rules for every text a client sends, shared by the forms and every payload schema (browser-safe: zod only):
// one e-mail address per e-mail field, never a list, phone numbers as E.164, and no control characters in any text
// (a NUL byte cannot be stored by PostgreSQL and used to answer 500; the others hide text from the staff who read
// it). The plain checks under them live in text-rules.ts and src/shared/phone-numbers.ts, without zod.
import { z } from 'zod';
import { toE164 } from '../shared/phone-numbers.ts';
import { CONTROL_CHARACTER, isSingleEmail } from './text-rules.ts';

/** A required e-mail field: blank answers `required`, anything but one address answers `invalid`. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine(isSingleEmail, { error: messages.invalid });
}

/**
 * A phone field that accepts every form Sri Lankans write ('077 999 8888', '0779998888', '+94 77 999 8888') or an
 * international number, and gives it as E.164. Shared by the forms and the server so both store the same value.
 */
export const e164PhoneSchema = (message: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const phone = toE164(value);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A catalogue key (docs/i18n.md): 'Please remove the invisible control characters from this text' in English. */
export const CONTROL_CHARACTER_MESSAGE = 'fields.controlCharacters';

function findControlCharacters(value: unknown, path: PropertyKey[], found: PropertyKey[][]): void {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) findControlCharacters(item, [...path, index], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key]);
      else findControlCharacters(item, [...path, key], found);
    }
  }
}

/**
 * `plainText(schema)`: the payload's own schema behind a check of the value as the client sent it (a JSON body, a
 * query), refused with each field's path when any text in it, at any depth, holds a control character; so no field
 * of any schema, present or future, lets one through. (A function, not a constant: a page that imports only
 * `isSingleEmail` must not pull zod into its bundle.)
 */
export function plainText<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const found: PropertyKey[][] = [];
      findControlCharacters(value, [], found);
      for (const path of found) context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
