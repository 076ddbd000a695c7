// Reads the JSON reports of Vitest and Playwright and prints 'N passed, N failed, N skipped' (the line CI reads).
// Exits non-zero when a report is missing, a test failed, or nothing ran.
import { existsSync, readFileSync } from 'node:fs';

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;

// Vitest's reports: the unit tests (npm test) and the cluster behind nginx (npm run test:deploy).
for (const file of ['.reports/unit.json', '.reports/deploy.json']) {
  const vitest = read(file);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
    skipped += vitest.numPendingTests + vitest.numTodoTests;
  } else missing++;
}

const e2e = read('.reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  failed += (e2e.errors ?? []).length;
} else missing++;

if (missing) console.log(`${missing} test report(s) missing: a step before the tests failed`);
console.log(`${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
process.exit(failed + missing > 0 || passed === 0 ? 1 : 0);
