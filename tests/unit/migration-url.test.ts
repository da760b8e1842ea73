// Migrations run on Neon's direct endpoint, never through its pooler (docs/deploy.md "Two URLs"): pointed at the
// pooled host, `npm run db:migrate` stops at once with what to set instead, before anything is sent.
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { migrationUrl } from '../../src/server/db/migrate.ts';

const pooled = 'postgresql://clinic:secret@ep-calm-river-123456-pooler.us-east-2.aws.neon.tech/wedakama';
const direct = 'postgresql://clinic:secret@ep-calm-river-123456.us-east-2.aws.neon.tech/wedakama';

test('the direct URL is taken from DATABASE_URL_UNPOOLED before DATABASE_URL', () => {
  expect(migrationUrl({ DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct })).toBe(direct);
  expect(migrationUrl({ DATABASE_URL: direct })).toBe(direct);
  expect(migrationUrl({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' })).toBe(
    'postgres://postgres@127.0.0.1:5432/x',
  );
  expect(migrationUrl({})).toBeUndefined();
});

test.each([
  ['DATABASE_URL', { DATABASE_URL: pooled }],
  ['DATABASE_URL_UNPOOLED', { DATABASE_URL: direct, DATABASE_URL_UNPOOLED: pooled }],
])('a pooled host in %s is refused, naming the variable', (variable, env) => {
  expect(() => migrationUrl(env)).toThrow(`${variable} points at Neon's pooled endpoint`);
});

test('npm run db:migrate on the pooled URL fails at once with that message', () => {
  const { DATABASE_URL_UNPOOLED: _unpooled, ...env } = process.env;
  const run = spawnSync(process.execPath, ['scripts/db-migrate.ts'], {
    env: { ...env, DATABASE_URL: pooled },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    "DATABASE_URL points at Neon's pooled endpoint (ep-calm-river-123456-pooler.us-east-2.aws.neon.tech): migrations need the direct one",
  );
});
