// The WhatsApp messages patients receive (docs/whatsapp.md): one approved template per message and language, its
// wording in content/whatsapp/<name>.md (Sinhala and Tamil in si/ and ta/). The code decides which values a message
// has and in which order Twilio numbers them ({{1}}, {{2}}, ...); the files use the names, and the build refuses a
// file that names an unknown value or leaves one out (template-check.ts).
import type { Locale } from '../../i18n/locales.ts';

export interface WhatsAppMessageSpec {
  /** The values, in Twilio's order: the first is {{1}}. */
  variables: readonly string[];
  /** Confirm / Cancel / Another time quick replies, whose ids carry the booking's reference. */
  buttons: boolean;
}

export const WHATSAPP_MESSAGES = {
  booking_confirmation: { variables: ['reference', 'date', 'time', 'centre'], buttons: true },
  booking_confirmed: { variables: ['reference', 'date', 'time', 'centre', 'phone'], buttons: false },
  booking_reminder: { variables: ['reference', 'date', 'time', 'centre'], buttons: true },
  booking_reminder_soon: { variables: ['reference', 'time', 'centre'], buttons: true },
  booking_cancelled: { variables: ['reference', 'date', 'time', 'centre', 'phone'], buttons: false },
  booking_moved: { variables: ['reference', 'date', 'time', 'centre', 'phone'], buttons: false },
  visit_cannot_take_place: { variables: ['reference', 'date', 'time', 'centre', 'link'], buttons: false },
} as const satisfies Record<string, WhatsAppMessageSpec>;

export type WhatsAppMessageName = keyof typeof WHATSAPP_MESSAGES;
export const WHATSAPP_MESSAGE_NAMES = Object.keys(WHATSAPP_MESSAGES) as WhatsAppMessageName[];

export function isWhatsAppMessageName(name: string): name is WhatsAppMessageName {
  return Object.hasOwn(WHATSAPP_MESSAGES, name);
}

/** The three quick replies, in this order; their ids are `<action>:<reference>` (the inbound webhook reads them). */
export const WHATSAPP_BUTTON_ACTIONS = ['confirm', 'cancel', 'another'] as const;

/** The template's name at Twilio (the Content API's friendly name): hw_booking_reminder_si. */
export function friendlyName(name: WhatsAppMessageName, locale: Locale): string {
  return `hw_${name}_${locale}`;
}
