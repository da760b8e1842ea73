// inboundMessage: Twilio's webhook for a patient's WhatsApp answer (docs/whatsapp.md "Answers"). Signed or 403;
// answered with empty TwiML, whatever was done: any reply to the patient goes through the outbox.
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { readTwilioForm } from '../../src/server/messaging/twilio-webhook.ts';
import { twilioWebhookSettings } from '../../src/server/messaging/webhook-settings.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { EMPTY_TWIML, receiveInboundMessage } from '../../src/server/whatsapp/inbound-message.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const form = await readTwilioForm(request, twilioWebhookSettings(process.env, request.url));
  const { kind, outcome } = await receiveInboundMessage(db, form);
  if (outcome !== 'duplicate') kickDispatcher(context);
  return new Response(EMPTY_TWIML, {
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'X-Inbound-Kind': kind, 'X-Inbound-Outcome': outcome },
  });
});

export const config: Config = { path: '/api/messaging/inbound' };
