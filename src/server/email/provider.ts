// Who the e-mails come from: the provider's details for every footer and the {{provider...}} placeholders, the
// donation bank account and the volunteer programme titles, all from content/ through the one generated module
// (src/server/content/server-content.ts).

import type { Locale } from '../../i18n/locales.ts';
import type { VolunteerProgram } from '../../shared/enums.ts';
import { type ProviderDetails, SERVER_CONTENT } from '../content/server-content.ts';

export const PROVIDER: ProviderDetails = SERVER_CONTENT.provider;

/** The donation pledge e-mail's bank placeholders, from content/donation/bank-account.json. */
export const DONATION_BANK_ACCOUNT = {
  bankName: SERVER_CONTENT.donationBank.bank,
  bankBranch: SERVER_CONTENT.donationBank.branch,
  bankAccountName: SERVER_CONTENT.donationBank.accountName,
  bankAccountNumber: SERVER_CONTENT.donationBank.accountNumber,
  bankSwift: SERVER_CONTENT.donationBank.swift,
};

/** The programme's title as the volunteer pages show it (content/volunteer-programs), e.g. "Community Health Outreach". */
export function volunteerProgramName(program: VolunteerProgram): string {
  return SERVER_CONTENT.volunteerPrograms.find((entry) => entry.id === program)?.title ?? program;
}

/**
 * A service's or a centre's name in the patient's language, from the content translations
 * (content/services/<lang>/, content/centers/<lang>/); the English name (staff's) when there is none.
 */
export function nameIn(kind: 'services' | 'centres', english: string, locale: Locale): string {
  return locale === 'en' ? english : (SERVER_CONTENT.translatedNames[locale][kind][english] ?? english);
}

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
