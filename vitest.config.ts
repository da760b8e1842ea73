import { defineConfig } from 'vitest/config';

// Four layers, each runnable alone (`npm run test:<layer>`): unit (no database), integration (PGlite), real
// PostgreSQL (when TEST_DATABASE_URL is set; CI sets it), and e2e: the built site, in the browser and as `npm start`
// serves it, the one layer that needs a build.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ test: { name: 'postgres', include: ['tests/postgres/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } }]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
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
