// What the donor does next, by payment method: shown on the thank-you panel and written in the confirmation e-mail.
import type { PAYMENT_METHODS } from '../enums.ts';

export interface BankAccount {
  accountName: string;
  bank: string;
  branch: string;
  accountNumber: string;
  swift: string;
  instructions: string;
}

export function nextStepText(method: (typeof PAYMENT_METHODS)[number], reference: string, bank: BankAccount): string {
  switch (method) {
    case 'bank':
      return [
        `Please transfer your gift to ${bank.accountName}, ${bank.bank} (${bank.branch} branch),`,
        `account number ${bank.accountNumber}, SWIFT ${bank.swift}.`,
        `Write ${reference} in the payment description so we can match your transfer and send your receipt.`,
      ].join(' ');
    case 'card':
      return `Our payment partner will contact you by e-mail within one working day with a secure link to complete your card payment (Visa or Mastercard). We never ask for card numbers by phone or e-mail. Your reference is ${reference}.`;
    case 'mobile':
      return `Our team will contact you within one working day to complete your payment with eZ Cash or mCash. Your reference is ${reference}.`;
  }
}
