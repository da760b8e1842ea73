// The API's refusals in the language of the request (docs/i18n.md): `?lang=` first, then Accept-Language, else
// English. English answers keep the documented wording exactly; Sinhala and Tamil answers carry the same code.
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { waitKey } from '../../src/server/http/rate-limit.ts';
import { localizedMessage } from '../../src/server/http/respond.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
const pending: Promise<unknown>[] = [];
const context = { ip: '203.0.113.40', waitUntil: (p: Promise<unknown>) => pending.push(p) } as unknown as Context;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await Promise.allSettled(pending);
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

/** How a client asks for a language: the query parameter, the header, or neither. */
const ASKS = {
  'Accept-Language: ta': { query: '', headers: { 'Accept-Language': 'ta-LK,ta;q=0.9,en;q=0.5' } },
  '?lang=ta': { query: '?lang=ta', headers: { 'Accept-Language': 'en-GB,en;q=0.9' } },
  'Accept-Language: si': { query: '', headers: { 'Accept-Language': 'si' } },
  'no language': { query: '', headers: {} },
  'Accept-Language: fr (unsupported)': { query: '', headers: { 'Accept-Language': 'fr-FR,fr' } },
} as const;
type Ask = keyof typeof ASKS;
const LANGUAGE_OF: Record<Ask, 'en' | 'si' | 'ta'> = {
  'Accept-Language: ta': 'ta',
  '?lang=ta': 'ta',
  'Accept-Language: si': 'si',
  'no language': 'en',
  'Accept-Language: fr (unsupported)': 'en',
};
const ASK_NAMES = Object.keys(ASKS) as Ask[];

function book(ask: Ask, body: string) {
  const { query, headers } = ASKS[ask];
  return slotsHandler(
    new Request(`http://localhost/api/appointment-slots${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    }),
    context,
  );
}

describe('a 400 from the booking API', () => {
  test.each(ASK_NAMES)('a body that is not JSON, asked with %s', async (ask) => {
    const response = await book(ask, '{"slot_id": ');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('invalid_request');
    expect(body.error).toBe(catalogues[LANGUAGE_OF[ask]].errors.notJson);
    expect(body.message).toBe(body.error);
  });

  test('in English the text is the documented one, unchanged', async () => {
    const body = await (await book('no language', 'not json')).json();
    expect(body).toEqual({
      error: 'The request body must be JSON.',
      message: 'The request body must be JSON.',
      code: 'invalid_request',
      fields: {},
    });
  });

  test('in Tamil it is Tamil script, not English', async () => {
    const body = await (await book('?lang=ta', 'not json')).json();
    expect(body.error).toMatch(/[\u0B80-\u0BFF]/);
    expect(body.error).not.toMatch(/request body/i);
  });
});

describe('booking refusals carry the same code in every language', () => {
  test.each(ASK_NAMES)('an unknown slot (404 slot_not_found), asked with %s', async (ask) => {
    const response = await book(
      ask,
      JSON.stringify({
        slot_id: crypto.randomUUID(),
        patient_name: 'Kavitha Rajan',
        patient_email: 'kavitha@example.lk',
        patient_phone: '077 123 4567',
        service_type: 'Herbal Medicine',
      }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'slot_not_found',
      error: catalogues[LANGUAGE_OF[ask]].errors.slotNotFound,
    });
  });

  test.each(ASK_NAMES)('a manage link that finds nothing (404 not_found), asked with %s', async (ask) => {
    const { query, headers } = ASKS[ask];
    const response = await manageHandler(
      new Request(`http://localhost/api/appointment-manage${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ token: 'x'.repeat(43), action: 'view' }),
      }),
      context,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'not_found',
      error: catalogues[LANGUAGE_OF[ask]].errors.bookingNotFound,
    });
  });

  test.each(ASK_NAMES)('a wrong method (405) names the method, asked with %s', async (ask) => {
    const { query, headers } = ASKS[ask];
    const response = await slotsHandler(
      new Request(`http://localhost/api/appointment-slots${query}`, { method: 'DELETE', headers }),
      context,
    );
    expect(response.status).toBe(405);
    const { error } = await response.json();
    expect(error).toContain('DELETE');
    if (LANGUAGE_OF[ask] === 'en') expect(error).toBe('Method DELETE is not allowed here.');
    else expect(error).not.toContain('not allowed');
  });
});

describe('refusals that name a wait or a source translate those words too', () => {
  test.each([
    [60, 'en', 'We have received several reviews from your connection in the last hour. Please try again in 1 minute.'],
    [
      600,
      'en',
      'We have received several reviews from your connection in the last hour. Please try again in 10 minutes.',
    ],
    [
      600,
      'ta',
      'கடந்த ஒரு மணித்தியாலத்தில் உங்கள் இணைப்பிலிருந்து பல கருத்துகள் வந்துள்ளன. தயவுசெய்து 10 நிமிடங்களின் பின்னர் மீண்டும் முயற்சி செய்யுங்கள்.',
    ],
    [600, 'si', 'පසුගිය පැය තුළ ඔබගේ සම්බන්ධතාවයෙන් අදහස් කිහිපයක් ලැබී ඇත. කරුණාකර මිනිත්තු 10කට පසු නැවත උත්සාහ කරන්න.'],
  ] as const)('a review refused for %i seconds, in %s', (seconds, locale, expected) => {
    const key = `errors.tooManyReviews?${new URLSearchParams({ wait: waitKey(seconds) })}`;
    expect(localizedMessage(key, locale)).toBe(expected);
  });

  test.each([
    [
      'en',
      'We have received several bookings from this phone number recently. Please try again in 24 hours, or call the centre to book.',
    ],
    [
      'ta',
      'இந்தத் தொலைபேசி இலக்கத்திலிருந்து அண்மையில் பல முன்பதிவுகள் வந்துள்ளன. தயவுசெய்து 24 மணித்தியாலங்களின் பின்னர் மீண்டும் முயற்சி செய்யுங்கள், அல்லது முன்பதிவு செய்ய நிலையத்தை அழையுங்கள்.',
    ],
  ] as const)('too many bookings from one phone, in %s', (locale, expected) => {
    const key = `errors.tooManyBookings?${new URLSearchParams({ from: 'errors.from.phone', wait: waitKey(86_400) })}`;
    expect(localizedMessage(key, locale)).toBe(expected);
  });
});
