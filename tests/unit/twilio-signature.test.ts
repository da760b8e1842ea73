// Twilio's webhooks are trusted only when signed (messaging/twilio-webhook.ts): the signature over the public URL
// and the form, with the auth token. A deployment without TWILIO_AUTH_TOKEN refuses every webhook; only a local
// run checks against the development token the simulate script signs with.
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { describe, expect, test } from 'vitest';
import { readTwilioForm } from '../../src/server/messaging/twilio-webhook.ts';
import { isDeployed, LOCAL_TWILIO_TOKEN, twilioWebhookSettings } from '../../src/server/messaging/webhook-settings.ts';
import { classify } from '../../src/server/whatsapp/inbound-message.ts';
import { isStopWord } from '../../src/server/whatsapp/inbound-replies.ts';

const TOKEN = 'the-account-auth-token';
const ORIGIN = 'https://www.helawedakama.lk';
const PATH = '/api/messaging/inbound';
const FORM = {
  MessageSid: `SM${'a'.repeat(32)}`,
  From: 'whatsapp:+94771234567',
  Body: 'Confirm',
  ButtonPayload: 'confirm:WK-ABC234',
};
const VALID = getExpectedTwilioSignature(TOKEN, `${ORIGIN}${PATH}`, FORM);

/** The request as Netlify's function sees it: its own address, not the public one. */
function request(form: Record<string, string>, signature: string | undefined) {
  return new Request(`http://function.internal${PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(signature === undefined ? {} : { 'X-Twilio-Signature': signature }),
    },
    body: new URLSearchParams(form),
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  return promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );
}

describe('the signature of a Twilio webhook', () => {
  test.each([
    {
      name: 'valid: signed with the token over the public URL',
      form: FORM,
      signature: VALID,
      token: TOKEN,
      status: 200,
    },
    {
      name: 'wrong token',
      form: FORM,
      signature: getExpectedTwilioSignature('another-token', `${ORIGIN}${PATH}`, FORM),
      token: TOKEN,
      status: 403,
    },
    {
      name: 'a parameter changed after signing (another booking in the payload)',
      form: { ...FORM, ButtonPayload: 'cancel:WK-XYZ789' },
      signature: VALID,
      token: TOKEN,
      status: 403,
    },
    {
      name: 'a parameter added after signing',
      form: { ...FORM, Extra: '1' },
      signature: VALID,
      token: TOKEN,
      status: 403,
    },
    { name: 'missing header', form: FORM, signature: undefined, token: TOKEN, status: 403 },
    { name: 'empty header', form: FORM, signature: '', token: TOKEN, status: 403 },
    {
      name: 'signed over another URL',
      form: FORM,
      signature: getExpectedTwilioSignature(TOKEN, `https://evil.example${PATH}`, FORM),
      token: TOKEN,
      status: 403,
    },
  ])('$name -> $status', async ({ form, signature, token, status }) => {
    expect(await statusOf(readTwilioForm(request(form, signature), { authToken: token, publicOrigin: ORIGIN }))).toBe(
      status,
    );
  });

  test('a valid request gives back the form as Twilio sent it', async () => {
    expect(await readTwilioForm(request(FORM, VALID), { authToken: TOKEN, publicOrigin: ORIGIN })).toEqual(FORM);
  });
});

describe('the token and origin webhooks are checked with', () => {
  test.each([
    { env: {}, deployed: false },
    { env: { CONTEXT: 'dev' }, deployed: false },
    { env: { CONTEXT: 'production' }, deployed: true },
    { env: { CONTEXT: 'deploy-preview' }, deployed: true },
    { env: { NETLIFY_BLOBS_CONTEXT: 'eyJ...' }, deployed: true },
    { env: { NETLIFY: 'true' }, deployed: true },
  ])('$env: deployed $deployed', ({ env, deployed }) => {
    expect(isDeployed(env)).toBe(deployed);
  });

  test('deployed without TWILIO_AUTH_TOKEN, even a request signed with the local token is refused', async () => {
    const env = { CONTEXT: 'production', URL: ORIGIN };
    const settings = twilioWebhookSettings(env, `http://function.internal${PATH}`);
    expect(settings.publicOrigin).toBe(ORIGIN);
    expect(settings.authToken).not.toBe(LOCAL_TWILIO_TOKEN);
    const signature = getExpectedTwilioSignature(LOCAL_TWILIO_TOKEN, `${ORIGIN}${PATH}`, FORM);
    expect(await statusOf(readTwilioForm(request(FORM, signature), settings))).toBe(403);
  });

  test('deployed with TWILIO_AUTH_TOKEN: that token and the site URL', () => {
    expect(twilioWebhookSettings({ CONTEXT: 'production', URL: ORIGIN, TWILIO_AUTH_TOKEN: TOKEN })).toEqual({
      authToken: TOKEN,
      publicOrigin: ORIGIN,
    });
  });

  test("locally: the development token unless one is set, and the server's own origin", () => {
    expect(twilioWebhookSettings({}, 'http://127.0.0.1:8888/api/messaging/inbound')).toEqual({
      authToken: LOCAL_TWILIO_TOKEN,
      publicOrigin: 'http://127.0.0.1:8888',
    });
    expect(twilioWebhookSettings({ TWILIO_AUTH_TOKEN: TOKEN }).authToken).toBe(TOKEN);
  });
});

describe('what an answer asks', () => {
  test.each([
    { body: 'Confirm', payload: 'confirm:WK-ABC234', kind: 'confirm', reference: 'WK-ABC234' },
    { body: 'Cancel', payload: 'cancel:wk-abc234', kind: 'cancel', reference: 'WK-ABC234' },
    { body: 'Another time', payload: 'another:WK-ABC234', kind: 'another', reference: 'WK-ABC234' },
    // No keyword parsing: only the button's payload acts.
    { body: 'confirm', payload: '', kind: 'text' },
    { body: 'cancel WK-ABC234', payload: '', kind: 'text' },
    { body: 'Yes', payload: 'delete:WK-ABC234', kind: 'text' },
    { body: 'STOP', payload: '', kind: 'stop' },
  ])('$body / $payload -> $kind', ({ body, payload, kind, reference }) => {
    expect(classify(body, payload)).toEqual(reference ? { kind, reference } : { kind });
  });

  test.each([
    ['STOP', true],
    [' stop ', true],
    ['S T O P', true],
    ['Stop\n', true],
    ['නවත්වන්න', true],
    ['නවතන්න', true],
    ['நிறுத்து', true],
    ['நிறுத்தவும்', true],
    ['stop it', false],
    ['stopp', false],
    ['please stop', false],
    ['', false],
  ])('%j is STOP: %s', (body, stop) => {
    expect(isStopWord(body)).toBe(stop);
  });
});
