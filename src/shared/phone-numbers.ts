// Phone numbers as patients type them ("077 123 4567", "+94 77 123 4567") to the E.164 form SMS needs.
// No zod here: the public pages' scripts check phone numbers with toE164 (field-rules.ts holds the schema).

/** E.164 ('+94771234567'), reading a local number as Sri Lankan; undefined when it cannot be a phone number. */
export function toE164(phone: string): string | undefined {
  const compact = phone.replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{7,14}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0\d{9}$/.test(compact)) return `+94${compact.slice(1)}`;
  if (/^94\d{9}$/.test(compact)) return `+${compact}`;
  if (/^[1-9]\d{8}$/.test(compact)) return `+94${compact}`;
  return undefined;
}

/** A Sri Lankan mobile number (07x, +947x): the numbers the booking offers WhatsApp for. */
export function isSriLankanMobile(phone: string): boolean {
  return /^\+947\d{8}$/.test(toE164(phone) ?? '');
}

/**
 * A phone number written so that a spreadsheet opening a CSV keeps it as text, without a visible apostrophe and
 * without anything it could run as a formula: a leading '+' is a formula to Excel and a run of digits a number
 * that loses its leading zero, so Sri Lankan numbers read as dialled at home ('077 123 4567') and others with
 * the international prefix dialled from Sri Lanka ('00 442079460958'). Undefined when it is no phone number.
 */
export function phoneAsText(phone: string): string | undefined {
  const e164 = toE164(phone);
  if (!e164) return undefined;
  const sriLankan = /^\+94(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return sriLankan ? `0${sriLankan[1]} ${sriLankan[2]} ${sriLankan[3]}` : `00 ${e164.slice(1)}`;
}

/** '+94771234567' -> '+9477*****67', for logs. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}
