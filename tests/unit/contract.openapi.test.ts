import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { ROUTES } from '../../mirage/routes';
import { answerChecker } from '../../scripts/contract/answers';
import { openApiJson, validateOpenApi } from '../../scripts/contract/build';
import { namedFailures, type OpenApiDocument, serverEntry } from '../../scripts/contract/openapi';
import { CALL_PATHS, CALLS } from '../../src/api/contract';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { call, makeBackend, signIn, withHandler } from './backendHelpers';
import { contractCheck } from './contractCheck';
import { timeoutOf } from '../slower';

const en = ALL_MESSAGES.en;

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

describe('openapi.json', () => {
  it(
    'is what the call table gives today (npm run openapi rewrites it)',
    () => {
      expect(openApiJson()).toBe(readFileSync('openapi.json', 'utf8'));
    },
    timeoutOf(60_000),
  ); // ts-json-schema-generator reads the whole call table: ~8 s alone, three times that on a loaded 2-core machine

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
    expect(login['x-signed-in']).toBe(false);
    expect(login.requestBody).toBeTruthy();
    const info = doc.paths['/userInfo/getUserInfo'].get;
    expect(info['x-signed-in']).toBe(true);
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

describe('what the document says about the service', () => {
  it('describes both token headers on every call, and a refused token as HTTP 200 with code 204, never 401', () => {
    const params = doc.components.parameters;
    expect(params.token).toMatchObject({ name: 'token', in: 'header' });
    expect(params.xToken).toMatchObject({ name: 'X-Token', in: 'header' });
    for (const p of [params.token, params.xToken]) expect(String(p.description)).toMatch(/HTTP 200 and code 204/);
    expect(doc.security).toEqual([]);
    expect(doc.components).not.toHaveProperty('securitySchemes');
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = Object.values(ops)[0];
      expect(op, path).not.toHaveProperty('security');
      expect(op.parameters, path).toEqual(
        expect.arrayContaining([{ $ref: '#/components/parameters/token' }, { $ref: '#/components/parameters/xToken' }]),
      );
      expect(Object.keys(op.responses), path).toEqual(['200']);
      if (op['x-signed-in']) {
        expect(String(op.responses['200'].description), path).toMatch(/code 204/);
        expect(
          op['x-business-codes'].map((c) => c.code),
          path,
        ).toEqual(expect.arrayContaining([204, 50008]));
      }
    }
  });

  it('has no component that nothing refers to', () => {
    const refs = (v: unknown) =>
      [...JSON.stringify(v).matchAll(/"#\/components\/(\w+)\/([^"]+)"/g)].map((m) => `${m[1]}/${m[2]}`);
    const used = new Set<string>();
    const queue = refs(doc.paths);
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      if (used.has(key)) continue;
      used.add(key);
      const [kind, name] = key.split('/');
      queue.push(...refs((doc.components as Record<string, Record<string, unknown>>)[kind]?.[name]));
    }
    const all = Object.entries(doc.components).flatMap(([kind, group]) =>
      Object.keys(group).map((n) => `${kind}/${n}`),
    );
    expect(all.filter((k) => !used.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it(
    'names an absolute server URL when asked (npm run openapi -- --server URL), the base path otherwise',
    () => {
      expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
      const abs = JSON.parse(openApiJson({ server: 'https://api.example.com/api/' })) as OpenApiDocument;
      expect(abs.servers).toEqual([{ url: 'https://api.example.com/api', description: 'the service' }]);
      expect(abs.paths).toEqual(doc.paths);
      expect(() => serverEntry('/api')).toThrow();
      expect(() => serverEntry('ftp://example.com')).toThrow(/http/);
    },
    timeoutOf(20_000),
  );
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

  it('a fake-server handler that drifts fails the test that called it', async () => {
    const b = makeBackend();
    // A handler that forgets a field: the setup's check (tests/unit/setup.ts) throws from inside the call.
    await withHandler(
      '/membership/getMembershipInfo',
      (original) => (ctx) => {
        const reply = original(ctx);
        const { serverTime: _dropped, ...rest } = reply.data as Record<string, unknown>;
        return { ...reply, data: rest };
      },
      () => {
        const drifting = new Backend({ startAt: 0, speed: 0, replyCheck: contractCheck });
        const { token } = signIn(drifting, '13800000005');
        expect(() => call(drifting, 'get', '/membership/getMembershipInfo', { token })).toThrow(
          /answered outside openapi.json.*serverTime/,
        );
      },
    );
    const { token } = signIn(b, '13800000005');
    expect(call(b, 'get', '/membership/getMembershipInfo', { token }).code).toBe(20000);
  });
});
