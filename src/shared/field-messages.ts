// One message per refused field, the same in the browser and in the API's error envelope (docs/api.md), so a form
// shows the server's answer exactly as it shows its own check. zod's own flattening groups the issues by their
// top-level field in the order zod found them; the first of each is the one people see.
import { z } from 'zod';

/** `{ field: first message }`; an issue of the whole input (no field) is under `_`. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors) as [string, string[] | undefined][]) {
    const first = messages?.[0];
    if (first !== undefined) fields[field] = first;
  }
  const whole = formErrors[0];
  if (whole !== undefined) fields._ ??= whole;
  return fields;
}

/**
 * `{ 'retention.records': first message }`: one message per field of a form whose values nest (a class's retention,
 * a session of a week), keyed by the field's whole path; an issue of the whole input is under `_`.
 */
export function pathMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
