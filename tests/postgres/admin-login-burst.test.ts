// Sign-in guessing on real parallel connections: however many wrong passwords arrive at once, no more than the
// limit are ever checked in the window (the places are taken before the password check).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { signIn } from '../../src/server/admin/login.ts';
import type { HttpError } from '../../src/server/http/http-error.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ poolSize: 30 });
});
afterAll(async () => {
  await database?.drop();
});

const PASSWORD = 'kithul-treacle-monsoon-42';

test.each([
  ['one account from one address', 5, () => '10.9.0.1', () => 'burst-target@wedakama.test'],
  ['many accounts from one address', 20, () => '10.9.0.2', (index: number) => `spray-${index}@wedakama.test`],
])('99 wrong passwords and the right one at once (%s): at most %i are checked', async (_, limit, ip, email) => {
  const target = `burst-${limit}@wedakama.test`;
  await upsertAdmin(database.db, { email: target, password: PASSWORD, name: 'Burst Target', role: 'admin' });
  const statuses = await Promise.all(
    Array.from({ length: 100 }, (_unused, index) => {
      const account = index === 99 || email(index) === 'burst-target@wedakama.test' ? target : email(index);
      return signIn(
        database.db,
        { email: account, password: index === 99 ? PASSWORD : 'wrong-password' },
        { ip: ip(), userAgent: null },
      ).then(
        () => 200,
        (error: HttpError) => error.status,
      );
    }),
  );
  expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(limit);
  expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
  const checked = await database.db
    .selectFrom('admin_activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', 'in', ['login', 'login_failed'])
    .where('ip', '=', ip())
    .executeTakeFirstOrThrow();
  expect(Number(checked.n)).toBeLessThanOrEqual(limit);
});
