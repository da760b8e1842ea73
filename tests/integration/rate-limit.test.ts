import { afterAll, beforeAll, expect, test } from 'vitest';
import { enforceRateLimit, hitRateLimit, hitRateLimits, resetRateLimit } from '../../src/server/http/rate-limit.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
});
afterAll(() => database.drop());

const rule = { bucket: 'test', limit: 3, windowSeconds: 600 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 10, minutes));

test('allows the limit, refuses the next hit until the window ends, then allows again', async () => {
  for (let hit = 0; hit < 3; hit++) expect(await hitRateLimit(database.db, rule, 'a', at(0))).toBeUndefined();
  expect(await hitRateLimit(database.db, rule, 'a', at(1))).toBe(540);
  expect(await hitRateLimit(database.db, rule, 'b', at(1))).toBeUndefined();
  expect(await hitRateLimit(database.db, rule, 'a', at(10))).toBeUndefined();
});

test('a refused hit is a 429 with the minutes to wait', async () => {
  for (let hit = 0; hit < 3; hit++) await enforceRateLimit(database.db, rule, 'c', () => '', at(0));
  await expect(
    enforceRateLimit(database.db, rule, 'c', (m) => `Try again in ${m} minutes.`, at(2)),
  ).rejects.toMatchObject({
    status: 429,
    message: 'Try again in 8 minutes.',
  });
  await resetRateLimit(database.db, 'test', 'c');
  await expect(enforceRateLimit(database.db, rule, 'c', () => '', at(2))).resolves.toBeUndefined();
});

test('one statement counts several limits, each in its own window, and says which are exceeded', async () => {
  const burst = { bucket: 'burst', limit: 2, windowSeconds: 600 };
  const day = { bucket: 'day', limit: 3, windowSeconds: 86_400 };
  const hits = [
    { rule: burst, key: 'd' },
    { rule: day, key: 'd' },
  ];
  expect(await hitRateLimits(database.db, hits, at(0))).toEqual([undefined, undefined]);
  expect(await hitRateLimits(database.db, hits, at(1))).toEqual([undefined, undefined]);
  expect(await hitRateLimits(database.db, hits, at(2))).toEqual([480, undefined]);
  // The burst's window has ended and starts again; the day's counts its fourth hit.
  expect(await hitRateLimits(database.db, hits, at(10))).toEqual([undefined, 86_400 - 600]);
});
