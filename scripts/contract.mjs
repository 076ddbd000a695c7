// npm run contract -- --base URL [--write] [--account mobile:password] [--domain host] [--demo URL] [--header H]
// Checks a service against openapi.json and prints call x check x result; exits 1 on any failed check.
// Against the fake service (it answers /__demo), waits for avatars and voices move its clock instead of sleeping;
// --demo URL names its demo controls when the base is a proxy in front of it. --header 'Name: value' (repeatable) is
// sent with every request, e.g. --header 'X-Fake-Sandbox: run-1' for a world of the run's own on a shared fake.
import { readFileSync } from 'node:fs';
import { loadModules } from './contract/vite.mjs';

// The command line first: a refusal (one line, exit 2) or --help comes before the runner is loaded.
const { modules, load, close } = await loadModules(['/scripts/contract/args.ts', '/mirage/node/cliValues.ts']);
const [{ readContractArgs, CONTRACT_USAGE }, { CliError }] = modules;
let args;
try {
  args = readContractArgs(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof CliError ? e.message : `contract: ${e instanceof Error ? e.message : e}`);
  await close();
  process.exit(2);
}
if (args === 'help') {
  console.log(CONTRACT_USAGE);
  await close();
  process.exit(0);
}
const { base, account, headers } = args;
const values = { write: args.write, demo: args.demo, domain: args.domain };
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
const { runContract, contractTable, DEFAULT_ACCOUNT } = await load('/scripts/contract/runner.ts');
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
