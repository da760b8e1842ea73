// Turning a zod failure into one message per field, and moving focus to the first field in error, for the
// contact and donation forms (WCAG: errors are announced and reachable).
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function fieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** Focuses the first field (in form order) that has an error; ids are `${prefix}-${field}`. */
export function focusFirstError<Field extends string>(
  prefix: string,
  order: readonly Field[],
  errors: FieldErrors<Field>,
) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}
