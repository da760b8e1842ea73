// Two rules for every text a client sends, shared by the forms and every payload schema (browser-safe: zod only):
// one e-mail address per e-mail field, never a list, and no control characters in any text (a NUL byte cannot be
// stored by PostgreSQL and used to answer 500; the others hide text from the staff who read it).
import { z } from 'zod';

export const EMAIL_MAX = 254;

/**
 * ONE ordinary address, local@domain.tld: no spaces, and none of the characters that separate or quote addresses
 * (`,` `;` `<` `>` `"` `(` `)` `[` `]` `\` `:`), so "a@b.lk,c@evil.example" is refused before any mail transport
 * could read it as two recipients.
 */
const SINGLE_EMAIL = /^[^\s@,;<>"()[\]\\:]+@[^\s@,;<>"()[\]\\:]+\.[^\s@,;<>"()[\]\\:.]{2,}$/;

export function isSingleEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && SINGLE_EMAIL.test(value) && !CONTROL_CHARACTER.test(value);
}

/** A required e-mail field: blank answers `required`, anything but one address answers `invalid`. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine(isSingleEmail, { error: messages.invalid });
}

/** C0 controls except tab, line feed and carriage return; DEL; the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this text';

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
