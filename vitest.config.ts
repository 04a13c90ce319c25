import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Web pages rendered with their real providers in happy-dom, driven as a user would; HTTP is answered
          // by a fake API behind fetch (apps/web/src/testing). Any console.error or console.warn fails the test.
          name: 'component',
          sequence: { groupOrder: 0 },
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time even on two cores: every file builds its own databases and servers and mostly waits on
          // them, so one at a time left a core idle (on a two-core VM the project took 712 s one file at a time, 409 s two at a time).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // Runs after the other projects: the built app and Chromium need the CPU to themselves.
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Bounds for a slow two-core machine under the whole suite's load, where a page or a server start can take
          // three times as long as on a laptop; a test that measures a deadline the spec sets asserts it itself.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
