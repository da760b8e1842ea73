import { defineConfig } from 'vitest/config';

// Four layers, each runnable alone (`npm run test:<layer>`): unit (no database), integration (PGlite), real
// PostgreSQL (when TEST_DATABASE_URL is set; CI sets it), and e2e: the built site, in the browser and as `npm start`
// serves it, which needs a build; and the opt-in `tools` layer below.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-template-setup.ts'],
          // One file at a time: a concurrency test's pool takes 60 of the server's 100 connections.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// Checks through desktop tools a developer's machine may lack (LibreOffice Calc, Java for the HTML checker): opt-in
// with TEST_DESKTOP_TOOLS=1 (`npm run test:tools`, which builds first; CI sets it).
const tools = process.env.TEST_DESKTOP_TOOLS
  ? [
      {
        test: {
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-snapshot-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Unit and integration files run three at a time (much of a test's time is waiting on a socket or a timer, so three
    // keep two cores busy where Vitest's default, cores - 1, leaves one idle). Vitest runs the files of every project
    // limited to one file at a time (postgres, both e2e halves) in one queue, one file after another, so `npm test`
    // runs two processes side by side (scripts/test-layers.ts).
    maxWorkers: 3,
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-snapshot-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
      ...tools,
      // The browser layer in two halves, each on a server and database of its own (`test:e2e` runs both): the flows
      // that change data, and the pages that are only read, which then never see a flow's bookings or settings. One
      // file at a time: two cores are shared with the server and Chromium.
      ...[
        { name: 'e2e', include: ['tests/e2e/**/*.test.ts'] },
        { name: 'e2e-pages', include: ['tests/e2e-pages/**/*.test.ts'] },
      ].map((half) => ({
        test: {
          ...half,
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      })),
    ],
  },
});
