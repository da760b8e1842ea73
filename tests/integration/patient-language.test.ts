// The patient's language (src/server/booking/patient-language.ts): the booking's preferred language, else the
// language of the request, decides the patient's SMS, confirmation e-mail with its .ics, and the manage link;
// staff messages stay English and name the patient's language.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { asSent } from '../../src/server/outbox/dispatch.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
const pending: Promise<unknown>[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  const staff = JSON.stringify('+94112223333');
  await database.db
    .insertInto('app_settings')
    .values({ key: 'admin_sms_number', value: staff })
    .onConflict((c) => c.column('key').doUpdateSet({ value: staff }))
    .execute();
});
afterAll(async () => {
  await Promise.allSettled(pending);
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

let bookings = 0;
async function book(language: string | undefined, query: string, headers: Record<string, string>) {
  const n = bookings++;
  const slot = await database.db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '>', colomboToday())
    .where('slot_date', '<', addDays(colomboToday(), 25))
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`md5(id::text || ${n})`)
    .executeTakeFirstOrThrow();
  const response = await slotsHandler(
    new Request(`http://localhost/api/appointment-slots${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({
        slot_id: slot.id,
        patient_name: `Kavitha Rajan ${n}`,
        patient_email: `kavitha${n}@example.lk`,
        patient_phone: `077 555 ${String(1000 + n)}`,
        service_type: 'Herbal Medicine',
        ...(language ? { preferred_language: language } : {}),
      }),
    }),
    { ip: `192.0.2.${n + 1}`, waitUntil: (p: Promise<unknown>) => pending.push(p) } as unknown as Context,
  );
  expect(response.status).toBe(201);
  const body = await response.json();
  const stored = await database.db
    .selectFrom('appointments')
    .select('preferred_language')
    .where('id', '=', body.appointment_id)
    .executeTakeFirstOrThrow();
  const outbox = await database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('dedupe_key', 'like', `booking:${body.appointment_id}:%`),
        eb('dedupe_key', '=', `email:booking-confirmation:${body.reference}`),
      ]),
    )
    .execute();
  const message = (key: string) => outbox.find((row) => row.dedupe_key === key);
  const queued = message(`email:booking-confirmation:${body.reference}`);
  const email = queued && asSent(queued);
  const ics = Buffer.from(email?.attachments[0]?.content ?? '', 'base64').toString('utf8');
  return {
    stored: stored.preferred_language,
    token: String(body.manage_url).split('#')[1],
    patientSms: message(`booking:${body.appointment_id}:patient`)?.body ?? '',
    staffSms: message(`booking:${body.appointment_id}:admin`)?.body ?? '',
    email: { subject: email?.subject ?? '', body: email?.body ?? '', html: email?.html ?? '' },
    ics,
  };
}

/** Who asked, how, and what the patient must then get. */
const CASES = [
  ['chosen Sinhala on an English request', 'sinhala', '', {}, 'sinhala', 'si'],
  ['chosen Tamil', 'tamil', '?lang=si', {}, 'tamil', 'ta'],
  ['chosen English on a Tamil request', 'english', '?lang=ta', {}, 'english', 'en'],
  ['an API client asking in Tamil (Accept-Language)', undefined, '', { 'Accept-Language': 'ta-LK' }, 'tamil', 'ta'],
  ['an API client asking in Sinhala (?lang=si)', undefined, '?lang=si', {}, 'sinhala', 'si'],
  ['an API client naming no language', undefined, '', {}, 'english', 'en'],
] as const;

/** What shows the message is in that language. */
const SAYS = {
  en: {
    sms: 'is booked',
    subject: 'is booked',
    body: 'Your appointment is booked',
    ics: 'SUMMARY:Herbal Medicine with',
    html: '<html lang="en">',
  },
  si: {
    sms: 'වෙන් කිරීම',
    subject: 'වෙන් කර ඇත',
    body: 'ඔබේ වෛද්‍ය හමුව වෙන් කර ඇත',
    ics: 'සමඟ වෛද්‍ය හමුව',
    html: '<html lang="si">',
  },
  ta: {
    sms: 'முன்பதிவு',
    subject: 'முன்பதிவு செய்யப்பட்டது',
    body: 'உங்கள் சந்திப்பு முன்பதிவு',
    ics: 'உடன் சந்திப்பு',
    html: '<html lang="ta">',
  },
} as const;

describe('the booking’s messages follow the patient’s language', () => {
  test.each(CASES)('%s', async (_case, language, query, headers, stored, locale) => {
    const booked = await book(language, query, headers);
    expect(booked.stored).toBe(stored);
    const says = SAYS[locale];
    expect(booked.patientSms).toContain(says.sms);
    expect(booked.email.subject).toContain(says.subject);
    expect(booked.email.body).toContain(says.body);
    expect(booked.email.html).toContain(says.html);
    // The .ics folds long lines: unfold before reading it.
    expect(booked.ics.replace(/\r\n /g, '')).toContain(says.ics);
    const manage = `https://www.helawedakama.lk${locale === 'en' ? '' : `/${locale}`}/appointment/manage#${booked.token}`;
    expect(booked.email.body).toContain(manage);
    expect(booked.ics.replace(/\r\n /g, '')).toContain(`URL:${manage}`);
    if (locale !== 'en') expect(booked.patientSms).not.toMatch(/appointment|booked|arrive/i);
  });

  test.each([
    ['sinhala', 'Language: Sinhala'],
    ['tamil', 'Language: Tamil'],
    ['english', 'Language: English'],
  ] as const)('the staff SMS stays English and names the patient’s language (%s)', async (language, line) => {
    const { staffSms } = await book(language, '', {});
    expect(staffSms).toContain('New appointment booked');
    expect(staffSms).toContain(line);
    expect(staffSms).toMatch(/Time: \d{1,2}:\d{2} [AP]M \(Colombo\)/);
  });
});
