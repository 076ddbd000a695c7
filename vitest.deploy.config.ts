import { defineConfig } from 'vitest/config';
import { timeoutOf } from './tests/slower';

/**
 * Only for `npm run test:deploy`: nginx (Debian's, which .ci/run installs) in front of fake:serve instances, kept out
 * of `npm test` and `npm run check`, which need no nginx. One file at a time: each starts its own processes.
 */
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: timeoutOf(30_000),
    hookTimeout: timeoutOf(60_000),
  },
});
