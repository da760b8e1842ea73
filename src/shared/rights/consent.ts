// Patients' rights (docs/data-protection.md), browser-safe: the purposes a patient consents to, the requests of the
// manage link's "Your data" panel (exportMyData, requestErasure, changeMyConsents) and what they answer.
import { z } from 'zod';

/** Care is implied by booking; the others are the patient's choice, reminders on unless they untick it. */
export const CONSENT_PURPOSES = ['care', 'reminders', 'newsletter', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a patient can change from the manage link (care ends by cancelling or asking to be erased). */
export const CHANGEABLE_PURPOSES = ['reminders', 'newsletter', 'marketing'] as const;
export type ChangeablePurpose = (typeof CHANGEABLE_PURPOSES)[number];

/**
 * The version of the consent wording the wizard and the manage page show (src/i18n/messages: booking.consents).
 * Raise it whenever those words change, so each record says which words the patient agreed to.
 */
export const CONSENT_WORDING_VERSION = '2026-12-04';

export type ConsentChoices = Record<ChangeablePurpose, boolean>;
/** What a booking records when the client says nothing: reminders on, newsletter and marketing off. */
export const DEFAULT_CONSENTS: ConsentChoices = { reminders: true, newsletter: false, marketing: false };

const token = z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.');

export const exportRequestSchema = z.object({
  token,
  /** json (default): the machine-readable copy; html: the same, as a page a person reads and prints. */
  format: z.enum(['json', 'html']).default('json'),
});

export const erasureRequestSchema = z.object({ token });

/** The choices to change; the ones left out stay as they are (none: the answer only reads them). */
export const consentChangeSchema = z.object({
  token,
  reminders: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  marketing: z.boolean().optional(),
});

/** What changeMyConsents answers: the patient's consents now and their erasure request, if any is open. */
export interface MyDataState {
  consents: ConsentState[];
  open_request: ErasureRequestView | null;
}

/** The patient's consent to each purpose now, with when and under which wording it was last recorded. */
export interface ConsentState {
  purpose: ConsentPurpose;
  granted: boolean;
  recorded_at: string | null;
  wording_version: string | null;
}

/** An erasure request as the patient and staff see it. */
export interface ErasureRequestView {
  id: string;
  status: 'open' | 'completed';
  requested_at: string;
  /** Colombo day by which it must be answered (21 working days). */
  due_on: string;
}
