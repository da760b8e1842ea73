// WhatsApp's outbox sender on this branch: the log only (the sender through Twilio's Content API lives on the
// outbound side and replaces this file). It writes nothing else and never the message's text.
import { maskPhone } from '../../shared/phone-numbers.ts';
import type { MessageSender } from '../outbox/sender.ts';

export const whatsappLogSender: MessageSender = {
  async send({ recipient, body }) {
    console.info(`WhatsApp not sent (not configured) to ${maskPhone(recipient)}, ${body.length} characters`);
    return { providerId: `log-${crypto.randomUUID()}` };
  },
};
