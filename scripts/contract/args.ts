import { CliError, type OptionSpec, parseHttpUrl, readArgs } from '../../mirage/node/cliValues';

/** What `npm run contract -- --help` prints. */
export const CONTRACT_USAGE = `usage: npm run contract -- --base URL [options]     (node scripts/contract.mjs ...)

Checks a service against openapi.json: every call as each role, with missing and forged tokens and wrong fields;
prints call x check x result and exits 1 on any failed check.

  --base URL               the service's API base, such as http://127.0.0.1:3100/api (required)
  --write                  send the calls that change data too (read-only without it)
  --account MOBILE:PASS    sign in as this account (default: the demo admin)
  --domain HOST            the domain the brand is asked for (default: the base's host)
  --demo URL               the fake's demo controls, when the base is a proxy in front of it
  --header 'Name: value'   sent with every request (repeatable), e.g. 'X-Fake-Sandbox: run-1'
  --help                   this text`;

const SPEC: Record<string, OptionSpec> = {
  base: { type: 'string' },
  write: { type: 'boolean' },
  account: { type: 'string' },
  domain: { type: 'string' },
  demo: { type: 'string' },
  header: { type: 'string', multiple: true },
};

export interface ContractArgs {
  base: string;
  write: boolean;
  account?: { mobile: string; password: string };
  domain?: string;
  demo?: string;
  headers: Record<string, string>;
}

/** The contract run's command line, or 'help'; a CliError of one line for anything it cannot take. */
export function readContractArgs(argv: readonly string[]): ContractArgs | 'help' {
  const v = readArgs('contract', argv, SPEC);
  if (v === 'help') return v;
  if (typeof v.base !== 'string') {
    throw new CliError(
      'contract: --base is required, such as --base http://127.0.0.1:3100/api (--help lists the options)',
    );
  }
  const account = typeof v.account === 'string' ? v.account : undefined;
  if (account !== undefined && !/^[^:]+:.+$/.test(account)) {
    throw new CliError(`--account: "${account}" is not mobile:password, such as 13800000001:demo123`);
  }
  const headers: Record<string, string> = {};
  for (const h of (v.header as string[] | undefined) ?? []) {
    const at = h.indexOf(':');
    if (at < 1) throw new CliError(`--header: "${h}" is not 'Name: value'`);
    headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
  }
  return {
    base: parseHttpUrl('--base', v.base).replace(/\/+$/, ''),
    write: v.write === true,
    account: account ? { mobile: account.split(':')[0], password: account.split(':').slice(1).join(':') } : undefined,
    domain: typeof v.domain === 'string' ? v.domain : undefined,
    demo: typeof v.demo === 'string' ? parseHttpUrl('--demo', v.demo) : undefined,
    headers,
  };
}
