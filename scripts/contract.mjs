// npm run contract -- --base URL [--write] [--account mobile:password] [--domain host] [--demo URL] [--header H]
// Checks a service against openapi.json and prints call x check x result; exits 1 on any failed check.
// Against the fake service (it answers /__demo), waits for avatars and voices move its clock instead of sleeping;
// --demo URL names its demo controls when the base is a proxy in front of it. --header 'Name: value' (repeatable) is
// sent with every request, e.g. --header 'X-Fake-Sandbox: run-1' for a world of the run's own on a shared fake.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadModules } from './contract/vite.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    write: { type: 'boolean' },
    account: { type: 'string' },
    domain: { type: 'string' },
    demo: { type: 'string' },
    header: { type: 'string', multiple: true },
  },
});
if (!values.base) {
  console.error('usage: npm run contract -- --base http://127.0.0.1:3100/api [--write --account mobile:password]');
  process.exit(2);
}
const account = values.account
  ? { mobile: values.account.split(':')[0], password: values.account.split(':').slice(1).join(':') }
  : undefined;
const base = values.base.replace(/\/+$/, '');
/** --header 'Name: value', repeatable: sent with every request (X-Fake-Sandbox: NAME gives the run its own world). */
const headers = {};
for (const h of values.header ?? []) {
  const at = h.indexOf(':');
  if (at < 1) {
    console.error(`--header ${h}: expected 'Name: value'`);
    process.exit(2);
  }
  headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
}
/** The fake's clock control, when the service is the fake: a wait then costs no real time. */
async function fakeClock() {
  const demo = values.demo ?? `${new URL(base).origin}/__demo`;
  const state = await fetch(demo, { headers, signal: AbortSignal.timeout(3000) })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  if (!state || typeof state.speed !== 'number') return undefined;
  console.log(`the fake service: waits move its clock (${demo}/advance) instead of sleeping`);
  return async (ms) => {
    await fetch(`${demo}/advance`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
  };
}
const { modules, close } = await loadModules(['/scripts/contract/runner.ts']);
const { runContract, contractTable, DEFAULT_ACCOUNT } = modules[0];
try {
  if (!account)
    console.log(`signed in as the demo admin ${DEFAULT_ACCOUNT.mobile} (--account mobile:password for another)`);
  if (!values.write) console.log('read-only: calls that change data are skipped (--write sends them too)');
  console.log('answers are checked strictly: a field openapi.json does not declare fails the check');
  const rows = await runContract({
    base,
    pass: values.write ? await fakeClock() : undefined,
    headers,
    doc: JSON.parse(readFileSync('openapi.json', 'utf8')),
    write: values.write,
    account,
    domain: values.domain,
  });
  console.log(contractTable(rows));
  if (rows.some((r) => r.result === 'fail')) process.exitCode = 1;
} catch (e) {
  console.error(`contract run failed: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  await close();
}
