import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // Real-time streaming tests and decoder start-up take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
