// The staff search over appointments (the appointments list and the patients list): the same words find a booking
// in both, by the patient's name, e-mail, phone or the booking's reference. Queries alias appointments as `a`.

/** The columns the search looks in, as `ilike` matches of one pattern. */
export const SEARCHED_APPOINTMENT_COLUMNS = [
  'a.patient_name',
  'a.patient_email',
  'a.patient_phone',
  'a.reference',
] as const;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
