// npm run whatsapp:simulate -- <reference> confirm|cancel|another|stop|"free text" [--url http://127.0.0.1:8888]
//   [--from +94771234567] [--database-url postgres://...] [--sid SM...]
// Posts what Twilio posts when the patient of booking <reference> presses a WhatsApp button (or sends STOP or a
// text) to the local server's inbound webhook, signed as Twilio signs it (TWILIO_AUTH_TOKEN, else the local
// development token the server uses without one), and prints what the server did. The sender is the booking's
// patient: --from, else their phone read from --database-url / DATABASE_URL (`npm start` prints its database's
// psql URL). --sid repeats an earlier message id (Twilio's retry: nothing is done twice). docs/whatsapp.md.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { createPooledDatabase } from '../src/server/db/database.ts';
import { LOCAL_TWILIO_TOKEN } from '../src/server/messaging/webhook-settings.ts';

const BUTTONS = { confirm: 'Confirm', cancel: 'Cancel', another: 'Another time' } as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: {
      type: 'string',
      default: process.env.WHATSAPP_SIMULATE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8888}`,
    },
    from: { type: 'string' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    sid: { type: 'string' },
  },
});
const [reference, ...words] = positionals;
const answer = words.join(' ').trim();
if (!reference || !answer) {
  console.error(
    'Usage: npm run whatsapp:simulate -- <reference> confirm|cancel|another|stop|"free text" ' +
      '[--url http://127.0.0.1:8888] [--from +94771234567 | --database-url postgres://...] [--sid SM...]',
  );
  process.exit(2);
}

async function patientPhone(): Promise<string> {
  if (values.from) return values.from;
  const url = values['database-url'];
  if (!url) {
    console.error('Who is the patient? Give --from +9477..., or --database-url with the psql URL `npm start` printed.');
    process.exit(2);
  }
  const db = createPooledDatabase(url, 1);
  try {
    const row = await db
      .selectFrom('appointments')
      .select('patient_phone')
      .where('reference', '=', (reference ?? '').toUpperCase())
      .executeTakeFirst();
    if (!row) {
      console.error(`No booking ${reference} in that database.`);
      process.exit(1);
    }
    return row.patient_phone;
  } finally {
    await db.destroy();
  }
}

const phone = (await patientPhone()).replace(/[\s\-().]/g, '').replace(/^0(\d{9})$/, '+94$1');
const button = Object.hasOwn(BUTTONS, answer.toLowerCase())
  ? (answer.toLowerCase() as keyof typeof BUTTONS)
  : undefined;
const params: Record<string, string> = {
  MessageSid: values.sid ?? `SM${randomBytes(16).toString('hex')}`,
  AccountSid: `AC${'0'.repeat(32)}`,
  From: `whatsapp:${phone}`,
  To: 'whatsapp:+14155238886',
  WaId: phone.replace(/^\+/, ''),
  ProfileName: 'Simulated patient',
  NumMedia: '0',
  NumSegments: '1',
  SmsStatus: 'received',
  ApiVersion: '2010-04-01',
  MessageType: button ? 'button' : 'text',
  Body: button ? BUTTONS[button] : answer === 'stop' ? 'STOP' : answer,
  ...(button ? { ButtonText: BUTTONS[button], ButtonPayload: `${button}:${reference.toUpperCase()}` } : {}),
};
const target = new URL('/api/messaging/inbound', values.url).toString();
const token = process.env.TWILIO_AUTH_TOKEN?.trim() || LOCAL_TWILIO_TOKEN;
const response = await fetch(target, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    'X-Twilio-Signature': getExpectedTwilioSignature(token, target, params),
  },
  body: new URLSearchParams(params),
});
console.log(
  `POST ${target}  MessageSid ${params.MessageSid}  From ${params.From}  ${button ?? JSON.stringify(params.Body)}`,
);
console.log(`-> ${response.status} ${response.headers.get('x-inbound-outcome') ?? (await response.text())}`);
if (response.ok) console.log('The answer to the patient, if any, is in the outbox (the server log shows it leave).');
process.exit(response.ok ? 0 : 1);
