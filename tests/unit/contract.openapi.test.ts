import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { ROUTES } from '../../mirage/routes';
import { answerChecker } from '../../scripts/contract/answers';
import { openApiJson, validateOpenApi } from '../../scripts/contract/build';
import { namedFailures, type OpenApiDocument } from '../../scripts/contract/openapi';
import { CALL_PATHS, CALLS } from '../../src/api/contract';
import en from '../../src/i18n/locales/en.json';
import { call, makeBackend, signIn } from './backendHelpers';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

describe('openapi.json', () => {
  it('is what the call table gives today (npm run openapi rewrites it)', () => {
    expect(openApiJson()).toBe(readFileSync('openapi.json', 'utf8'));
  }, 20_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validateOpenApi(doc);
    expect(result.errors).toBeFalsy();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes exactly the calls the fake server answers, with their methods', () => {
    const documented = Object.entries(doc.paths).map(([p, ops]) => `${Object.keys(ops)[0]} ${p}`);
    expect(documented.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('names the headers, the token rule and the business codes of each call', () => {
    const login = doc.paths['/userInfo/loginByPwd'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody).toBeTruthy();
    const info = doc.paths['/userInfo/getUserInfo'].get;
    expect(info.security).toEqual([{ token: [] }]);
    expect(info.parameters).toContainEqual({ $ref: '#/components/parameters/platform' });
    expect(info.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'query', required: true }));
    const codes = info['x-business-codes'].map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining([20000, 0, -1, 204, 50008, 50012, 50014, 50000]));
    const task = doc.paths['/task/createTask'].post['x-business-codes'];
    expect(task.find((c) => c.code === 50020)?.failures?.map((f) => f.key)).toEqual(['insufficientPower']);
    expect(task.find((c) => c.code === 50021)?.failures?.map((f) => f.key)).toEqual(['vipExpired']);
  });

  it("lists every failure key of the call table under the call's codes, with its English message", () => {
    for (const path of CALL_PATHS) {
      const op = Object.values(doc.paths[path])[0];
      const listed = op['x-business-codes'].flatMap((c) => c.failures ?? []);
      for (const key of CALLS[path].failures) {
        expect(listed).toContainEqual({ key, message: en.server[key] });
      }
    }
  });

  it("names a gated call's refusal and the roles the policy grants it", () => {
    const recharge = doc.paths['/usermanage/recharge'].post;
    expect(recharge['x-roles']).toEqual(['admin', 'assistant', 'cansetAgent', 'agent']);
    const failures = recharge['x-business-codes'].flatMap((c) => (c.failures ?? []).map((f) => f.key));
    expect(failures).toContain('noRechargePermission');
    expect(doc.paths['/userInfo/createOem'].post['x-roles']).toEqual(['admin']);
    expect(doc.paths['/userInfo/getUserInfo'].get['x-roles']).toBe('signed in');
    expect(doc.paths['/userInfo/loginByPwd'].post['x-roles']).toBe('public');
    expect(namedFailures(CALLS['/pkgAdmin/deletePackage'])).toEqual(['noPermission', 'packageMissing']);
  });
});

describe('answers checked against the document', () => {
  const check = answerChecker(doc, { strict: true });

  it('a conforming answer passes, a drifting one fails with where it drifted', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    const good = call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } });
    expect(good.code).toBe(20000);
    expect(check('get', '/userInfo/getUserInfo', good)).toEqual([]);

    const data = good.data as Record<string, unknown>;
    const missing = { ...good, data: { ...data, mobile: undefined } };
    expect(check('get', '/userInfo/getUserInfo', JSON.parse(JSON.stringify(missing))).join()).toMatch(/mobile/);
    const wrongType = { ...good, data: { ...data, isAdmin: '1' } };
    expect(check('get', '/userInfo/getUserInfo', wrongType).join()).toMatch(/isAdmin/);
    const extra = { ...good, data: { ...data, password: 'x' } };
    expect(check('get', '/userInfo/getUserInfo', extra).join()).toMatch(/additional/);
    // The document itself stays open to fields a real service adds.
    expect(answerChecker(doc)('get', '/userInfo/getUserInfo', extra)).toEqual([]);
    expect(check('get', '/userInfo/getUserInfo', { code: 20000, msg: 'ok', data: null }).length).toBeGreaterThan(0);
    expect(check('get', '/userInfo/getUserInfo', { code: 12345, msg: 'x', data: null }).length).toBeGreaterThan(0);
    expect(check('get', '/nowhere', good)).toEqual(['GET /nowhere is not in openapi.json']);
  });

  it('a fake-server handler that drifts fails the test that called it', () => {
    const b = makeBackend();
    const route = ROUTES.find((r) => r.path === '/membership/getMembershipInfo');
    if (!route) throw new Error('route missing');
    const original = route.handler;
    // A handler that forgets a field: the setup's check (tests/unit/setup.ts) throws from inside the call.
    route.handler = (ctx) => {
      const reply = original(ctx);
      const { serverTime: _dropped, ...rest } = reply.data as Record<string, unknown>;
      return { ...reply, data: rest };
    };
    try {
      const drifting = new Backend({ startAt: 0, speed: 0 });
      const { token } = signIn(drifting, '13800000005');
      expect(() => call(drifting, 'get', '/membership/getMembershipInfo', { token })).toThrow(
        /answered outside openapi.json.*serverTime/,
      );
    } finally {
      route.handler = original;
    }
    const { token } = signIn(b, '13800000005');
    expect(call(b, 'get', '/membership/getMembershipInfo', { token }).code).toBe(20000);
  });
});
