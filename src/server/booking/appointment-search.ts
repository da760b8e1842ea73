// The staff search over appointments (the appointments list and the patients list): the same words find a booking
// in both, by the patient's name, e-mail, phone or the booking's reference, and in the appointments list by the
// doctor's name too. Queries alias appointments as `a`.
// docs/product-rules.md "Appointments" says what staff may type.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';

/** The columns the search looks in, as `ilike` matches of one pattern. */
const SEARCHED_COLUMNS = ['a.patient_name', 'a.patient_email', 'a.patient_phone', 'a.reference'] as const;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The digits to find in stored phone numbers (E.164, '+94771234567') when the search is a phone number or a part of
 * one, however it is spaced: '077 123 4567' and '+94 77-123 4567' are the same patient, '123 45' a part of a number.
 * Undefined for anything with a letter in it: a reference such as 'WK-3A4B5C' carries digits that are no phone.
 */
function phoneDigits(search: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(search)) return undefined;
  // A whole number is compared as E.164; a part typed as dialled at home drops its trunk 0, as E.164 does.
  const digits = toE164(search)?.slice(1) ?? search.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The condition an appointment `a` meets when `search` (trimmed, not empty) finds it; with `doctor`, the alias of
 * the doctors table joined to it, the doctor's name ('Dr. Perera' or 'perera') finds their appointments too.
 */
export function appointmentMatches(search: string, options: { doctor?: 'd' } = {}): RawBuilder<SqlBool> {
  const pattern = likePattern(search);
  const conditions = SEARCHED_COLUMNS.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`);
  if (options.doctor) {
    const doctor = options.doctor;
    conditions.push(
      sql<SqlBool>`(${sql.ref(`${doctor}.title`)} || ' ' || ${sql.ref(`${doctor}.name`)}) ilike ${pattern}`,
    );
  }
  const digits = phoneDigits(search);
  if (digits)
    conditions.push(sql<SqlBool>`regexp_replace(a.patient_phone, '[^0-9]', '', 'g') like ${likePattern(digits)}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}
