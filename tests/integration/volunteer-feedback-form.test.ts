// A programme's feedback as its page's plain HTML form sends it (no JavaScript): stored and answered with a redirect
// back to the programme's page, in the form's language, at the notice of the outcome; the JSON call answers its
// refusals in the request's language.
import { afterAll, beforeAll, expect, test } from 'vitest';
import handler from '../../netlify/functions/volunteer.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let nextIp = 1;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const send = (query: string, body: string, type: string) =>
  handler(
    new Request(`http://localhost/api/volunteer?action=submit-feedback${query}`, {
      method: 'POST',
      headers: { 'content-type': type, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body,
    }),
    testContext({ ip: `192.0.2.${nextIp++}` }),
  );

const stored = (text: string) =>
  database.db.selectFrom('volunteer_feedback').selectAll().where('feedback_text', '=', text).execute();

test.each([
  ['si', '&lang=si&program=community', '/si/volunteer/programs/community/#feedback-sent'],
  ['ta', '&lang=ta&program=research', '/ta/volunteer/programs/research/#feedback-sent'],
  ['en', '&program=cultural', '/volunteer/programs/cultural/#feedback-sent'],
])('a plain form in %s is stored, anonymous, and sent back to the programme', async (_lang, query, location) => {
  const text = `Well organised camps ${Math.random()}`;
  const program = /program=([a-z]+)/.exec(query)?.[1] ?? '';
  const form = new URLSearchParams({
    program_id: program,
    rating: '4',
    feedback_text: text,
    suggestions: '',
    would_recommend: 'true',
  });
  const response = await send(query, form.toString(), 'application/x-www-form-urlencoded');
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(location);
  expect(await stored(text)).toMatchObject([
    { program_id: program, rating: 4, would_recommend: true, suggestions: null, volunteer_name: 'Anonymous' },
  ]);
});

test.each([
  ['no rating', { rating: '' }],
  ['a rating of 9', { rating: '9' }],
  ['no answer to recommend', { would_recommend: '' }],
  ['empty feedback', { feedback_text: '  ' }],
])('a plain form with %s stores nothing and comes back at the failure notice', async (_case, change) => {
  const text = `Refused ${Math.random()}`;
  const form = new URLSearchParams({
    program_id: 'community',
    rating: '3',
    feedback_text: text,
    would_recommend: 'false',
    ...change,
  });
  const response = await send('&lang=si&program=community', form.toString(), 'application/x-www-form-urlencoded');
  expect(response.headers.get('location')).toBe('/si/volunteer/programs/community/#feedback-failed');
  expect(await stored(text)).toEqual([]);
});

test('the JSON call refuses in the language asked for, and in English by default', async () => {
  const body = JSON.stringify({ program_id: 'community', feedback_text: 'x', would_recommend: true });
  const si = await send('&lang=si', body, 'application/json');
  expect(si.status).toBe(400);
  expect(((await si.json()) as { fields: Record<string, string> }).fields.rating).toBe('කරුණාකර 1 සිට 5 දක්වා ශ්‍රේණියක් තෝරන්න');
  const en = await send('', body, 'application/json');
  expect(((await en.json()) as { fields: Record<string, string> }).fields.rating).toBe(
    'Please choose a rating from 1 to 5',
  );
});
