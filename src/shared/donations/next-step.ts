// The bank account a donor transfers a gift to (content/donation/bank-account.json), as the thank-you panel shows it.

export interface BankAccount {
  accountName: string;
  bank: string;
  branch: string;
  accountNumber: string;
  swift: string;
  instructions: string;
}

/** What a donor paying by card or mobile does next, in the page's language, naming the pledge's reference. */
export function nextStepText(
  method: 'card' | 'mobile',
  reference: string,
  texts: { cardNext: string; mobileNext: string },
): string {
  return (method === 'card' ? texts.cardNext : texts.mobileNext).replace('{reference}', reference);
}
