import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Reply } from '../../mirage/handler';
import { serverMessage } from '../../mirage/messages';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { CALL_PATHS, CALLS, capabilityOf } from '../../src/api/contract';
import { call, makeBackend, signIn } from './backendHelpers';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

/** The five demo accounts, by the role they sign in as (README: accounts). */
const ACCOUNTS = {
  admin: '13800000001',
  assistant: '13800000002',
  cansetAgent: '13800000003',
  agent: '13800000004',
  user: '13800000005',
} as const;

const GATED = CALL_PATHS.filter((p) => capabilityOf(CALLS[p]));

/**
 * Every role-gated call, made by each demo account through the fake server, answers as `x-roles` of openapi.json
 * (the call table) says: the roles listed are let through (whatever else the empty input earns them), the others get
 * the call's refusal. A role check that drifts from the table, in either direction, fails here.
 */
describe('who may make each gated call: the fake server agrees with the call table', () => {
  it('gates the calls the policy gates', () => {
    expect(GATED).toHaveLength(17);
  });

  for (const path of GATED) {
    const rule = CALLS[path];
    const [method, op] = Object.entries(doc.paths[path])[0];
    const roles = op['x-roles'];
    for (const [role, mobile] of Object.entries(ACCOUNTS)) {
      const allowed = Array.isArray(roles) && roles.includes(role);
      it(`${path} as ${role}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const b = makeBackend();
        const { token } = signIn(b, mobile);
        const r: Reply = call(b, method as 'get' | 'post', path, { token });
        const refusal = { code: 50000, msg: serverMessage('en', 'refusal' in rule ? rule.refusal : 'noPermission') };
        if (allowed) expect(r).not.toMatchObject(refusal);
        else expect(r).toMatchObject(refusal);
      });
    }
  }
});
