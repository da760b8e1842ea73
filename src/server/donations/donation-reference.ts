// Human references a donor can read out on the phone or type into a bank transfer: DN- and six characters from an
// alphabet without look-alikes (no 0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newDonationReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `DN-${code}`;
}

export const DONATION_REFERENCE_PATTERN = /^DN-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
