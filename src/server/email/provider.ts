// Who the e-mails come from: the provider's details for every footer and the {{provider...}} placeholders, and the
// donation bank account and the volunteer programme titles. They come from content/site/settings.json,
// content/donation/bank-account.json and content/volunteer-programs (through the generated module, see
// email-content.ts) when those files exist; the fallbacks below are the only other place these facts are written.

import type { VolunteerProgram } from '../../shared/enums.ts';
import generated from './email-content.generated.json' with { type: 'json' };
import type { BankAccount, EmailContent, ProviderDetails } from './email-content.ts';

export const EMAIL_CONTENT = generated as EmailContent;

const FALLBACK_PROVIDER: ProviderDetails = {
  name: 'Hela Wedakama',
  address: 'No. 48, Kandy Road, Nittambuwa 11880, Sri Lanka',
  phone: '+94 33 229 7575',
  email: 'info@helawedakama.lk',
};

const FALLBACK_BANK_ACCOUNT: BankAccount = {
  bankName: 'Bank of Ceylon',
  bankBranch: 'Nittambuwa',
  bankAccountName: 'Hela Wedakama Foundation',
  bankAccountNumber: '0081 2345 6789',
  bankSwift: 'BCEYLKLX',
};

export const PROVIDER: ProviderDetails = EMAIL_CONTENT.provider ?? FALLBACK_PROVIDER;

/** Where donors send a bank transfer; only the donation pledge e-mail shows it. */
export const DONATION_BANK_ACCOUNT: BankAccount = EMAIL_CONTENT.bankAccount ?? FALLBACK_BANK_ACCOUNT;

const FALLBACK_PROGRAM_NAMES: Record<VolunteerProgram, string> = {
  internship: 'Traditional Medicine Internship',
  community: 'Community Health Outreach',
  research: 'Herbal Research & Documentation',
  cultural: 'Cultural Heritage Exchange',
};

/** The programme's title as the volunteer pages show it (content/volunteer-programs), e.g. "Community Health Outreach". */
export function volunteerProgramName(program: VolunteerProgram): string {
  return EMAIL_CONTENT.volunteerPrograms[program] ?? FALLBACK_PROGRAM_NAMES[program];
}

/** The public address of the site for links in e-mails (Netlify sets URL; the fallback is the production domain). */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.URL?.trim() || 'https://www.helawedakama.lk').replace(/\/+$/, '');
}

/** The From header: MAIL_FROM, else the provider's no-reply address. */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || `${PROVIDER.name} <no-reply@helawedakama.lk>`;
}

/** The staff inbox told about each contact message: STAFF_EMAIL, else the provider's address. */
export function staffEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.STAFF_EMAIL?.trim() || PROVIDER.email;
}
