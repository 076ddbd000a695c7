// npm run contract -- --base URL [--write] [--account mobile:password] [--domain host]
// Checks a service against openapi.json and prints call x check x result; exits 1 on any failed check.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadModules } from './contract/vite.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    write: { type: 'boolean' },
    account: { type: 'string' },
    domain: { type: 'string' },
  },
});
if (!values.base) {
  console.error('usage: npm run contract -- --base http://127.0.0.1:3100/api [--write --account mobile:password]');
  process.exit(2);
}
const account = values.account
  ? { mobile: values.account.split(':')[0], password: values.account.split(':').slice(1).join(':') }
  : undefined;
const { modules, close } = await loadModules(['/scripts/contract/runner.ts']);
const { runContract, contractTable, DEFAULT_ACCOUNT } = modules[0];
try {
  if (!account)
    console.log(`signed in as the demo admin ${DEFAULT_ACCOUNT.mobile} (--account mobile:password for another)`);
  if (!values.write) console.log('read-only: calls that change data are skipped (--write sends them too)');
  const rows = await runContract({
    base: values.base.replace(/\/+$/, ''),
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
