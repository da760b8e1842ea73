// The contact form's payload (docs/product-rules.md "Contact and donation"): one schema for the island and POST /api/contact, so the form and
// the server give the same messages word for word.
import { z } from 'zod';
import { e164PhoneSchema, emailAddress } from '../../lib/field-rules.ts';
import { CONTACT_SUBJECTS } from '../enums.ts';

/** A required text field: missing, empty or blank all read as "not filled in". */
function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  appointment: 'Appointment booking',
  treatment: 'Treatment information',
  pricing: 'Pricing and payments',
  general: 'General inquiry',
  feedback: 'Feedback',
};

export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 120, 'Name must be at most 120 characters'),
  phone: requiredText('Phone number is required', 30, 'Phone number must be at most 30 characters').pipe(
    e164PhoneSchema('Please enter a valid phone number'),
  ),
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please select a subject' }),
  message: requiredText('Message is required', 5000, 'Message must be at most 5,000 characters'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
