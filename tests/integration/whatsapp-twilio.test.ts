// The WhatsApp sender against a local stand-in for Twilio (TWILIO_API_BASE): a template's message is exactly the
// request Twilio's Content API expects (From and To with whatsapp:, the ContentSid found by the template's friendly
// name among the approved ones, ContentVariables as JSON, the public StatusCallback); a free-form reply goes as Body;
// a template that is missing or not approved is a permanent failure; the Content API is read once per process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PermanentSendError } from '../../src/server/outbox/sender.ts';
import { createTwilioWhatsAppSender, whatsappSettingsFromEnv } from '../../src/server/whatsapp/whatsapp-sender.ts';

const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
const APPROVED_SID = `HX${'a'.repeat(32)}`;
const received: { path: string; form: Record<string, string> }[] = [];
let contentLists = 0;

const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://twilio.local');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/v1/ContentAndApprovals') {
      contentLists++;
      return void send(200, {
        contents: [
          {
            sid: APPROVED_SID,
            friendly_name: 'hw_booking_reminder_si',
            approval_requests: { name: 'hw_booking_reminder_si', status: 'approved' },
          },
          {
            sid: `HX${'b'.repeat(32)}`,
            friendly_name: 'hw_booking_moved_si',
            approval_requests: { name: 'hw_booking_moved_si', status: 'rejected' },
          },
        ],
        meta: { page: 0, page_size: 500, next_page_url: null, key: 'contents' },
      });
    }
    if (request.method === 'POST' && url.pathname === `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
      received.push({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(raw)) });
      return void send(201, { sid: `SM${String(received.length).padStart(32, '0')}`, status: 'queued' });
    }
    response.writeHead(404).end();
  });
});

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function sender() {
  const settings = whatsappSettingsFromEnv({
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_AUTH_TOKEN: 'test-token',
    TWILIO_WHATSAPP_FROM: '+94112345678',
    TWILIO_API_BASE: base,
    URL: 'https://www.helawedakama.lk',
  });
  if (!settings) throw new Error('settings');
  return createTwilioWhatsAppSender(settings);
}

const message = (template: unknown, body = 'හෙළ වෙදකම මතක් කිරීම ...') => ({
  id: '00000000-0000-4000-8000-000000000001',
  recipient: '+94771234567',
  subject: null,
  body,
  html: null,
  attachments: [],
  template,
});

test("a template's message is the Content API request Twilio expects, and the templates are read once", async () => {
  const whatsapp = await sender();
  const variables = { '1': 'WK-ABC234', '2': 'බදා, 29 සැප්', '3': 'පෙ.ව. 11:45', '4': 'මහනුවර' };
  await expect(whatsapp.send(message({ whatsapp: 'hw_booking_reminder_si', variables }))).resolves.toEqual({
    providerId: `SM${'1'.padStart(32, '0')}`,
  });
  await whatsapp.send(message({ whatsapp: 'hw_booking_reminder_si', variables }));
  expect(received[0]?.form).toEqual({
    To: 'whatsapp:+94771234567',
    From: 'whatsapp:+94112345678',
    ContentSid: APPROVED_SID,
    ContentVariables: JSON.stringify(variables),
    StatusCallback: 'https://www.helawedakama.lk/api/messaging/status',
  });
  expect(contentLists).toBe(1);
});

test('a free-form reply goes as Body, without a template', async () => {
  const whatsapp = await sender();
  await whatsapp.send(message(null, 'Please call the centre on +94 81 222 3333.'));
  expect(received.at(-1)?.form).toEqual({
    To: 'whatsapp:+94771234567',
    From: 'whatsapp:+94112345678',
    Body: 'Please call the centre on +94 81 222 3333.',
    StatusCallback: 'https://www.helawedakama.lk/api/messaging/status',
  });
});

test.each([
  ['not approved', 'hw_booking_moved_si'],
  ['not at Twilio', 'hw_booking_cancelled_ta'],
])('a template %s is a permanent failure, and nothing is sent', async (_case, name) => {
  const whatsapp = await sender();
  const before = received.length;
  await expect(whatsapp.send(message({ whatsapp: name, variables: { '1': 'x' } }))).rejects.toBeInstanceOf(
    PermanentSendError,
  );
  expect(received.length).toBe(before);
});
