// The donation form's values as typed, the fields in the order they appear (focus goes to the first in error), and
// the pledge they make for the schema the server uses: a preset amount, else the amount typed.
import type { DonationPledgeInput } from '../../shared/donations/donation-schema.ts';

export type DonationField = 'amount' | 'donationType' | 'paymentMethod' | 'donorName' | 'email' | 'phone' | 'message';
export const DONATION_FIELDS: readonly DonationField[] = [
  'amount',
  'donationType',
  'paymentMethod',
  'donorName',
  'email',
  'phone',
  'message',
];

export interface DonationFormState {
  preset: number | null;
  customAmount: string;
  donationType: string;
  paymentMethod: string;
  donorName: string;
  email: string;
  phone: string;
  isAnonymous: boolean;
  message: string;
}

export const EMPTY_DONATION: DonationFormState = {
  preset: null,
  customAmount: '',
  donationType: '',
  paymentMethod: '',
  donorName: '',
  email: '',
  phone: '',
  isAnonymous: false,
  message: '',
};

export const pledgeOf = (form: DonationFormState): DonationPledgeInput => ({
  amount: form.preset ?? form.customAmount,
  donationType: form.donationType as DonationPledgeInput['donationType'],
  paymentMethod: form.paymentMethod as DonationPledgeInput['paymentMethod'],
  donorName: form.donorName,
  email: form.email,
  phone: form.phone,
  isAnonymous: form.isAnonymous,
  message: form.message,
});
