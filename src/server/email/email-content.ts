// Build time only: gathers from content/ what the e-mails need at run time (the checked templates, and the
// provider's details and bank account when those content files exist) into one JSON module the functions import.
// Netlify functions cannot read content collections or, once bundled, files; a bundled JSON import they can.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { EmailMessageKey } from './message-catalogue.ts';
import { type EmailTemplate, loadEmailTemplates } from './template-check.ts';

export interface ProviderDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface BankAccount {
  bankName: string;
  bankBranch: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankSwift: string;
}

export interface EmailContent {
  templates: Record<EmailMessageKey, EmailTemplate>;
  /** From content/site/settings.json when it exists; otherwise provider.ts has the fallback. */
  provider: ProviderDetails | null;
  /** From content/donation/bank-account.json when it exists; otherwise provider.ts has the fallback. */
  bankAccount: BankAccount | null;
  /** Volunteer programme titles by slug, from content/volunteer-programs/*.json when they exist. */
  volunteerPrograms: Record<string, string>;
}

export const EMAIL_TEMPLATES_DIRECTORY = 'content/emails';
export const GENERATED_EMAIL_CONTENT = 'src/server/email/email-content.generated.json';

const siteSettings = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), locality: z.string(), postalCode: z.string(), country: z.string() }),
});

const bankAccountFile = z.object({
  bank: z.string(),
  branch: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
});

const volunteerProgramFile = z.object({ title: z.string() });

function readOptionalJson<T>(root: string, file: string, schema: z.ZodType<T>): T | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(full, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Everything the e-mails need from `root`/content, checked; throws naming the file at fault. */
export function collectEmailContent(root: string): EmailContent {
  const templates = loadEmailTemplates(path.join(root, EMAIL_TEMPLATES_DIRECTORY));
  const site = readOptionalJson(root, 'content/site/settings.json', siteSettings);
  const bank = readOptionalJson(root, 'content/donation/bank-account.json', bankAccountFile);
  const programsDirectory = 'content/volunteer-programs';
  const programFiles = existsSync(path.join(root, programsDirectory))
    ? readdirSync(path.join(root, programsDirectory)).filter((name) => name.endsWith('.json'))
    : [];
  const volunteerPrograms: Record<string, string> = {};
  for (const name of programFiles.sort()) {
    const program = readOptionalJson(root, `${programsDirectory}/${name}`, volunteerProgramFile);
    if (program) volunteerPrograms[name.replace(/\.json$/, '')] = program.title;
  }
  return {
    templates,
    provider: site && {
      name: site.name,
      address: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.country}`,
      phone: site.phone,
      email: site.email,
    },
    bankAccount: bank && {
      bankName: bank.bank,
      bankBranch: bank.branch,
      bankAccountName: bank.accountName,
      bankAccountNumber: bank.accountNumber,
      bankSwift: bank.swift,
    },
    volunteerPrograms,
  };
}

/** Writes the generated module when its text changed (an unchanged file keeps its date, so nothing rebuilds). */
export function writeEmailContent(root: string, content: EmailContent): void {
  const file = path.join(root, GENERATED_EMAIL_CONTENT);
  const text = `${JSON.stringify(content, null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}
