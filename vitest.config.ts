import { defineConfig } from 'vitest/config';

// CI asks for a JSON report to count every suite's tests (see .ci/run).
const reportDir = process.env.CI_REPORT_DIR;
const reporters = reportDir ? ['default', ['json', { outputFile: `${reportDir}/${process.env.VITEST_REPORT_NAME ?? 'vitest'}.json` }]] : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      {
        test: {
          name: 'league',
          root: './packages/league',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server: they run in `npm run test:pg`.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The bench's own pure pieces (what a Lighthouse trace says about the host).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        // Screens below end to end (docs/decisions/032-forms-and-screen-tests.md): the real route
        // table and providers in jsdom, the API answered by MSW.
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A screen test types and clicks like a user: on these shared 2-core machines that is slow.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
