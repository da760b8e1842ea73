import { defineConfig } from 'vitest/config';

// Three suites: unit and integration on PGlite (always), real PostgreSQL (when TEST_DATABASE_URL is set; CI sets
// it), and the browser suite against the built site served exactly as `npm start` serves it.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ test: { name: 'postgres', include: ['tests/postgres/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } }]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: two cores are shared with the server.
          fileParallelism: false,
        },
      },
    ],
  },
});
