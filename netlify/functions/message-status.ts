import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { parseMessageStatus, recordMessageStatus } from '../../src/server/messaging/message-status.ts';
import { readTwilioForm } from '../../src/server/messaging/twilio-webhook.ts';
import { twilioWebhookSettings } from '../../src/server/messaging/webhook-settings.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';

// POST, form-encoded and signed by Twilio: a message's delivery status (docs/whatsapp.md "Status callback").
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const form = await readTwilioForm(request, twilioWebhookSettings(process.env, request.url));
  const result = await recordMessageStatus(db, parseMessageStatus(form));
  if (result.fallback) kickDispatcher(context);
  return json(result);
});

export const config: Config = { path: '/api/messaging/status' };
