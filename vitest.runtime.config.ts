import { defineConfig } from 'vitest/config';

// The production path, apart from `npm test` so that it adds nothing to its time (README.md):
//   neon       tests/postgres through @neondatabase/serverless over a local WebSocket proxy  (npm run test:neon)
//   pgbouncer  tests/postgres through PgBouncer in transaction mode                          (npm run test:pgbouncer)
//   netlify    the site built and served by Netlify's own CLI, offline                       (npm run test:netlify)
// prepared-statements.test.ts reads what node-postgres left prepared on its one server connection: session state
// of a direct connection, which neither Neon's driver (it has no such option) nor a transaction pooler keeps.
const postgresSuite = {
  include: ['tests/postgres/**/*.test.ts'],
  exclude: ['tests/postgres/prepared-statements.test.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...postgresSuite,
          name: 'neon',
          globalSetup: ['tests/support/postgres-template-setup.ts', 'tests/support/neon-global-setup.ts'],
        },
      },
      {
        test: {
          ...postgresSuite,
          name: 'pgbouncer',
          globalSetup: ['tests/support/postgres-template-setup.ts', 'tests/support/pgbouncer-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'netlify',
          include: ['tests/netlify/**/*.test.ts'],
          globalSetup: ['tests/netlify/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
