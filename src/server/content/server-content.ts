// Everything the functions know from content/, in one module. Functions cannot read content collections, and a
// bundled function has no files to read, so the build step scripts/server-content.ts checks content/ with the
// collections' own schemas and writes server-content.generated.json, which this module imports and Netlify's
// bundler bundles like any other import (docs/architecture.md "The content path"). It is committed, so a fresh
// clone runs at once; tests/unit/server-content.test.ts fails when it is stale.
import type { CenterFields } from '../../content-schemas/center-fields.ts';
import type { DonationBankFields } from '../../content-schemas/donation-bank-fields.ts';
import type { VolunteerEventFields, VolunteerProgramFields } from '../../content-schemas/volunteer-fields.ts';
import type { VolunteerProgram } from '../../shared/enums.ts';
import type { EmailMessageKey } from '../email/message-catalogue.ts';
import type { EmailTemplate, EmailTranslations } from '../email/template-check.ts';
import type { WhatsAppTemplates } from '../whatsapp/template-check.ts';
import generated from './server-content.generated.json' with { type: 'json' };

/** Who the e-mails come from: content/site/settings.json, the address on one line. */
export interface ProviderDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface VolunteerProgramEntry extends VolunteerProgramFields {
  id: VolunteerProgram;
}

export interface VolunteerEventEntry extends VolunteerEventFields {
  id: string;
}

/** What the booking database takes from a content/centers entry (docs/architecture.md "Centres: one owner per fact"). */
export type CenterEntry = { id: string } & Pick<
  CenterFields,
  'name' | 'city' | 'location' | 'phone' | 'email' | 'description' | 'openingHours' | 'doctors'
>;

export interface ServerContent {
  emailTemplates: Record<EmailMessageKey, EmailTemplate>;
  /** The Sinhala and Tamil templates (content/emails/si, /ta): the patient's booking messages, and any other. */
  emailTranslations: EmailTranslations;
  /** The WhatsApp templates (content/whatsapp), every message in every language. */
  whatsappTemplates: WhatsAppTemplates;
  provider: ProviderDetails;
  donationBank: DonationBankFields;
  /** Sinhala and Tamil names of services and centres by their English names, for the patient's messages. */
  translatedNames: Record<'si' | 'ta', { services: Record<string, string>; centres: Record<string, string> }>;
  /** Sorted by `order`. */
  volunteerPrograms: VolunteerProgramEntry[];
  /** Sorted by `order`. */
  volunteerEvents: VolunteerEventEntry[];
  /** Sorted by id. */
  centers: CenterEntry[];
}

// The build step wrote it from values these very types describe; JSON's own inferred type widens the enums.
export const SERVER_CONTENT = generated as ServerContent;
