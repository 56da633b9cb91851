import { defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and, when DATABASE_URL names a PostgreSQL server, once more on it.
// They share one module graph per worker (isolate: false): every file builds its own app on its own fresh database,
// so nothing a test sees lives in module state, and loading PGlite's WebAssembly once per worker instead of once per
// file saves about a third of the suite's time on two cores.
const apiProjects = [
  {
    test: {
      name: 'api-pglite',
      include: ['tests/api/**/*.test.ts'],
      env: { TEST_DATABASE: 'pglite' },
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          test: {
            name: 'api-postgres',
            include: ['tests/api/**/*.test.ts'],
            exclude: ['tests/api/server-process.test.ts'],
            env: { TEST_DATABASE: 'postgres' },
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // Two files at a time on the two-core machine (Vitest's default there is one). API and browser tests spend much
    // of their time waiting on a database, a server process or Chromium, so two at once nearly halve each suite.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Whole-app renders load and walk the real flow files; on two busy cores that can take seconds.
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup-testing-library.ts'],
        },
      },
      ...apiProjects,
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/template-data-dir.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has its own server (own port and data folder) and its own Chromium, so files run side by side.
        },
      },
    ],
  },
});
