// `npm run test:pgbouncer`: the PostgreSQL suite through PgBouncer in transaction mode (tests/support/pgbouncer.ts),
// as Neon's pooled endpoint serves the functions. Databases are still created and dropped on the server itself;
// every pool of the suite and of the product goes through the pooler (TEST_DATABASE_POOLED_URL).
import { startPgBouncer } from '../../scripts/lib/pgbouncer.ts';

export default async function setup() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set (a PostgreSQL server with trust login)');
  const pooler = await startPgBouncer(server);
  process.env.TEST_DATABASE_POOLED_URL = pooler.url;
  // Debian's PgBouncer (1.18) does not carry named prepared statements from one server connection to the next.
  process.env.DATABASE_PREPARE = 'off';
  return async () => {
    const logins = await pooler.logins('wedakama_test_').finally(() => pooler.stop());
    // Proof that the suite's work went through the pooler, not around it.
    if (logins === 0) throw new Error(`Only ${logins} connections went through PgBouncer`);
    console.info(`test:pgbouncer: ${logins} client connections through PgBouncer in transaction mode`);
  };
}
