// The senders of this environment, one per channel: SMS through Twilio (or the log), e-mail through SMTP (or .eml
// files in .data/outbox-mail), WhatsApp to the log. They fall back to a local record when their account is not
// configured.

import type { OutboxChannel } from '../../shared/enums.ts';
import { emailSender } from '../email/email-sender.ts';
import { smsSenderFromEnv } from '../sms/sms-sender.ts';
import { whatsappLogSender } from '../whatsapp/whatsapp-sender.ts';
import type { MessageSender } from './sender.ts';

export async function sendersFromEnv(): Promise<Record<OutboxChannel, MessageSender>> {
  return { sms: await smsSenderFromEnv(), email: emailSender(), whatsapp: whatsappLogSender };
}
