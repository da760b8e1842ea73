// The bank account for transfers (content/donation/bank-account.json) in plain zod (no Astro import): the
// collection in donation.ts and the build step that hands content to the functions (scripts/server-content.ts)
// check the file with this one schema.
import { z } from 'zod';

export const donationBankFields = z.object({
  accountName: z.string().describe('Name on the account'),
  bank: z.string().describe('Bank name'),
  branch: z.string().describe('Branch name'),
  accountNumber: z.string().describe('Account number as donors type it'),
  swift: z.string().describe('SWIFT/BIC code for transfers from abroad'),
  instructions: z.string().describe('One sentence under the details on the thank-you panel'),
});
export type DonationBankFields = z.infer<typeof donationBankFields>;
