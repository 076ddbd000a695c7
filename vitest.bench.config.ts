import { defineConfig } from 'vitest/config';

/** Only for `npm run bench`: the fake-server measurements, kept out of `npm test`. */
export default defineConfig({ test: { include: ['tests/bench/**/*.test.ts'], environment: 'node', setupFiles: ['mirage/allMessages.ts'] } });
