// The contact form's payload (docs/product-rules.md "Contact and donation"): one schema for the island and POST /api/contact, so the form and
// the server give the same messages word for word. The messages are catalogue keys (docs/i18n.md): the form shows
// them in the page's language, the API in the request's; the English texts are the agreed wording.
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { CONTACT_SUBJECTS } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';

/** A required text field: missing, empty or blank all read as "not filled in". */
function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

export const contactMessageSchema = z.object({
  name: requiredText('fields.nameRequired', 120, messageKey('fields.nameTooLong', { max: 120 })),
  phone: requiredText('fields.phoneRequired', 30, messageKey('fields.phoneTooLong', { max: 30 })).pipe(
    e164PhoneSchema('fields.phoneInvalid'),
  ),
  email: emailAddress({ required: 'fields.emailRequired', invalid: 'fields.emailInvalid' }),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'contact.validation.subject' }),
  message: requiredText('fields.messageRequired', 5000, messageKey('fields.messageTooLong', { max: '5,000' })),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
