import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../mirage/routes';
import { apiMarkdown } from '../../scripts/contract/apiDocs';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { CALL_PATHS, CALLS, type CallRule } from '../../src/api/contract';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';

const en = ALL_MESSAGES.en;

const DOCS = 'docs/api.md';

describe('the call table (src/api/contract.ts)', () => {
  it('the fake server serves exactly its calls, with their methods and token rule', () => {
    const served = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path} ${r.auth ? 'token' : 'public'}`).sort();
    const listed = CALL_PATHS.map(
      (p) => `${CALLS[p].method} ${p} ${CALLS[p].access === 'public' ? 'public' : 'token'}`,
    ).sort();
    expect(served).toEqual(listed);
    expect(new Set(ROUTES.map((r) => r.handler)).size).toBe(ROUTES.length);
  });

  it('names only failure keys of the server message table (a misspelt key does not compile)', () => {
    const misspelt = {
      method: 'GET',
      access: 'signedIn',
      writes: false,
      // @ts-expect-error 'noPermision' is no key of the server message table: `npm run typecheck` fails without it.
      failures: ['noPermision'],
    } satisfies CallRule;
    expect(Object.keys(en.server)).not.toContain(misspelt.failures[0]);
    for (const path of CALL_PATHS) {
      for (const key of CALLS[path].failures) expect(Object.keys(en.server), `${path}: ${key}`).toContain(key);
    }
  });

  it('docs/api.md is the table as openapi.json gives it (UPDATE_DOCS=1 rewrites it)', () => {
    const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;
    const text = apiMarkdown(doc);
    if (process.env.UPDATE_DOCS) writeFileSync(DOCS, text);
    expect(readFileSync(DOCS, 'utf8')).toBe(text);
    for (const path of CALL_PATHS) expect(text).toContain(`\`${path}\``);
  });

  it('the README points to the generated table instead of copying it', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('(docs/api.md)');
    expect(readme).not.toContain('| `/userInfo/loginByPwd` |');
  });
});
