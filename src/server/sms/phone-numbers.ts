// Phone numbers as patients type them ("077 123 4567", "+94 77 123 4567") to the E.164 form SMS needs.
import { z } from 'zod';

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

/** '+94771234567' -> '+9477*****67', for logs. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}
