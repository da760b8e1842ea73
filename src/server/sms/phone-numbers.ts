// Phone numbers as patients type them ("077 123 4567", "+94 77 123 4567") to the E.164 form SMS needs.

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

/** '+94771234567' -> '+9477*****67', for logs. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}
