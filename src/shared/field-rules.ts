// The rules for every text a client sends, shared by the forms and every payload schema (browser-safe: zod only):
// one e-mail address per e-mail field, never a list, phone numbers as E.164, and no control characters or lone
// surrogates in any text (a NUL byte or half a surrogate pair cannot be stored by PostgreSQL and used to answer 500;
// the others hide text from the staff who read it). The plain checks under them live in text-rules.ts and src/shared/phone-numbers.ts, without zod.
import { z } from 'zod';
import { toE164 } from './phone-numbers.ts';
import { hasHiddenCharacter, isSingleEmail } from './utils/text-rules.ts';

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

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key as PropertyKey);
  return path.reverse();
}

/** More than any form has fields: a body made of thousands of such texts is refused as quickly as one. */
const MOST_PATHS_NAMED = 20;

/**
 * The paths (at most MOST_PATHS_NAMED) whose text or key holds a control character. A loop over a stack, not
 * recursion: a client can nest a JSON body thousands of levels deep, and a recursive walk ran out of stack and
 * answered 500.
 */
function findControlCharacters(body: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Visit[] = [{ value: body }];
  for (let visit = stack.pop(); visit && found.length < MOST_PATHS_NAMED; visit = stack.pop()) {
    const { value } = visit;
    if (typeof visit.key === 'string' && hasHiddenCharacter(visit.key)) {
      found.push(pathOf(visit));
    } else if (typeof value === 'string') {
      if (hasHiddenCharacter(value)) found.push(pathOf(visit));
    } else if (value !== null && typeof value === 'object') {
      const entries: [PropertyKey, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
      // Reversed onto the stack, so the paths come out in the order the client wrote them.
      for (const [key, item] of entries.reverse()) stack.push({ value: item, key, parent: visit });
    }
  }
  return found;
}

/**
 * `plainText(schema)`: the payload's own schema behind a check of the value as the client sent it (a JSON body, a
 * query), refused with each field's path when any text in it, at any depth, holds a control character or a lone
 * surrogate; so no field
 * of any schema, present or future, lets one through. (A function, not a constant: a page that imports only
 * `isSingleEmail` must not pull zod into its bundle.)
 */
export function plainText<Schema extends z.ZodType>(schema: Schema) {
  const known = plainTextSchemas.get(schema) as ReturnType<typeof checkedAsSent<Schema>> | undefined;
  if (known) return known;
  const checked = checkedAsSent(schema);
  plainTextSchemas.set(schema, checked);
  return checked;
}

/** Each payload schema's plainText wrapper, built once rather than on every request (docs/booking-speed.md). */
const plainTextSchemas = new WeakMap<z.ZodType, unknown>();

function checkedAsSent<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of findControlCharacters(value))
        context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
