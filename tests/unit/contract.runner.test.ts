import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractCheck, withoutContractCheck } from './contractCheck';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import { fail } from '../../mirage/handler';
import { CHECKS } from '../../mirage/inputChecks.gen.js';
import { ROUTES } from '../../mirage/routes';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { withHandler } from './backendHelpers';
import { type ContractRow, contractTable, runContract } from '../../scripts/contract/runner';
import { timeoutOf } from '../slower';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;
let fake: FakeHttpServer;
let stub: Server;
let stubUrl = '';
/** The fake's clock is stopped in these tests: a wait for a trained voice moves it instead. */
const advance = async (ms: number) => {
  fake.backend.clock.advance(ms);
};
/** The same in a sandbox of the run's own (a run with its own records, unseen by the other tests). */
const inSandbox = (name: string) => ({
  headers: { 'x-fake-sandbox': name },
  pass: async (ms: number) => {
    fake.worlds.find(name)?.backend.clock.advance(ms);
  },
});

beforeAll(async () => {
  fake = await startFakeHttpServer({ port: 0, frozen: true, replyCheck: contractCheck });
  // A service that answers every call with success and no data.
  stub = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 20000, msg: 'ok', data: null }));
  });
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  const a = stub.address();
  stubUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/api`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((r) => stub.close(r));
});

describe('npm run contract', () => {
  it(
    'passes against the fake service, read-only: nothing that changes data is sent',
    async () => {
      const rows = await runContract({ base: fake.url, doc });
      expect(rows.filter((r) => r.result === 'fail')).toEqual([]);
      expect(rows.filter((r) => r.result === 'pass').length).toBeGreaterThan(60);
      const sent = new Set(fake.backend.log.map((r) => r.path));
      for (const entry of Object.entries(doc.paths)) {
        const op = Object.values(entry[1])[0];
        if (op['x-writes']) expect(sent.has(entry[0]), entry[0]).toBe(false);
      }
      expect(contractTable(rows)).toMatch(/\d+ passed, 0 failed, \d+ skipped$/);
    },
    timeoutOf(30_000),
  );

  it(
    'passes against the fake service with --write on the demo account, every call checked',
    async () => {
      const sent: string[] = [];
      const realFetch = globalThis.fetch;
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        sent.push(new URL(String(input)).pathname.replace(/^\/api/, ''));
        return realFetch(input, init);
      });
      const rows = await runContract({ base: fake.url, doc, write: true, pass: advance }).finally(() =>
        spy.mockRestore(),
      );
      expect(rows.filter((r) => r.result === 'fail')).toEqual([]);
      expect(rows.filter((r) => r.result === 'skip')).toEqual([]);
      const valid = rows.filter((r) => r.check === 'valid request' && r.result === 'pass').map((r) => r.call);
      expect(valid.length).toBe(Object.keys(doc.paths).length);
      // The writes that need another call's answer or an upload, and their order: deletes after creates and uses.
      expect(sent).toContain('/fakeOss/putObject');
      const first = (p: string) => sent.indexOf(p);
      expect(first('/userInfo/sendMessageCode')).toBeLessThan(first('/userInfo/registerAccount'));
      expect(first('/avatar/createAvatar')).toBeLessThan(first('/task/createTask'));
      expect(first('/task/createTask')).toBeLessThan(first('/avatar/deleteAvatar'));
      expect(first('/voice/buyTimbre')).toBeLessThan(first('/voice/deleteVoice'));
      expect(sent.lastIndexOf('/login/clearToken')).toBe(sent.length - 1);
    },
    timeoutOf(30_000),
  );

  it(
    'fails against a service that answers every call with {code: 20000, data: null}',
    async () => {
      const rows = await runContract({ base: stubUrl, doc });
      const failed = rows.filter((r) => r.result === 'fail');
      expect(failed.length).toBeGreaterThan(40);
      expect(failed.find((r) => r.call === 'GET /userInfo/getUserInfo' && r.check === 'missing token')?.detail).toMatch(
        /code 20000, expected 204/,
      );
      expect(failed.some((r) => r.check.startsWith('missing field') && r.detail === 'accepted')).toBe(true);
      expect(contractTable(rows)).toMatch(/[1-9]\d* failed/);
    },
    timeoutOf(30_000),
  );

  it(
    'names the call whose answer drifted from the document',
    async () => {
      // The unit tests' own check would stop the drifting answer inside the server; the contract run must see it.
      const rows = await withHandler(
        '/usermanage/getMyStock',
        (original) => (ctx) => ({ ...original(ctx), data: { cards: { day: 'many' } } }),
        () => runContract({ base: fake.url, doc }),
        { unchecked: true },
      );
      const drift = rows.filter((r) => r.result === 'fail');
      // The valid request, and the same call made as each role x-roles lists: every answer is checked.
      expect(drift.map((r) => `${r.call} ${r.check}`)).toEqual([
        'GET /usermanage/getMyStock valid request',
        'GET /usermanage/getMyStock role agent (allowed)',
        'GET /usermanage/getMyStock role cansetAgent (allowed)',
        'GET /usermanage/getMyStock role assistant (allowed)',
        'GET /usermanage/getMyStock role admin (allowed)',
      ]);
      for (const r of drift) expect(r.detail).toMatch(/cards\/day|power|unlimited/);
    },
    timeoutOf(30_000),
  );

  it(
    'makes every gated call as each role: a role outside x-roles that gets through fails the run',
    async () => {
      const route = ROUTES.find((r) => r.path === '/pkgAdmin/addPackage');
      if (!route) throw new Error('route missing');
      const capability = route.capability;
      const roleRows = (rows: ContractRow[]) =>
        rows.filter((r) => r.call === 'POST /pkgAdmin/addPackage' && r.check.startsWith('role'));
      const honest = await runContract({
        base: fake.url,
        doc,
        write: true,
        ...inSandbox('roles-a'),
      });
      expect(roleRows(honest).map((r) => `${r.check} ${r.result}`)).toEqual([
        'role user (refused) pass',
        'role agent (refused) pass',
        'role cansetAgent (refused) pass',
        'role assistant (allowed) pass',
        'role admin (allowed) pass',
      ]);
      // The planted fault: the role check of addPackage taken away (a member can add a package).
      route.capability = undefined;
      try {
        const rows = await runContract({
          base: fake.url,
          doc,
          write: true,
          ...inSandbox('roles-b'),
        });
        const failed = roleRows(rows).filter((r) => r.result === 'fail');
        expect(failed.map((r) => r.check)).toEqual([
          'role user (refused)',
          'role agent (refused)',
          'role cansetAgent (refused)',
        ]);
        expect(failed.map((r) => r.detail)).toEqual(
          failed.map(() => 'accepted, expected x-refusal (50000: No permission)'),
        );
      } finally {
        route.capability = capability;
      }
    },
    timeoutOf(60_000),
  );

  it(
    'leaves out each required field in turn and sends each value outside a documented set',
    async () => {
      const rename = ROUTES.find((r) => r.path === '/avatar/renameAvatar');
      const overview = ROUTES.find((r) => r.path === '/overview/getOverviewData');
      if (!rename || !overview) throw new Error('route missing');
      const [renameHandler, overviewHandler] = [rename.handler, overview.handler];
      const inputChecks = CHECKS as unknown as Record<string, unknown>;
      const [renameCheck, overviewCheck] = [
        inputChecks['/avatar/renameAvatar'],
        inputChecks['/overview/getOverviewData'],
      ];
      // Planted, with the input check of both calls taken away: renameAvatar answers code 0 when the name is missing;
      // the overview takes any range as a week.
      const takesAll = Object.assign(() => true, { errors: null });
      inputChecks['/avatar/renameAvatar'] = takesAll;
      inputChecks['/overview/getOverviewData'] = takesAll;
      rename.handler = (ctx) =>
        (ctx.input as { name?: string }).name === undefined ? { code: 0, msg: 'ok', data: null } : renameHandler(ctx);
      overview.handler = (ctx) => overviewHandler({ ...ctx, input: { ...(ctx.input as object), range: 'week' } });
      try {
        const rows = await withoutContractCheck(() =>
          runContract({
            base: fake.url,
            doc,
            write: true,
            ...inSandbox('fields'),
          }),
        );
        const failed = rows.filter((r) => r.result === 'fail').map((r) => `${r.call} ${r.check}: ${r.detail}`);
        expect(failed).toEqual([
          'POST /overview/getOverviewData invalid value (range: "not-a-documented-value"): accepted',
          'POST /avatar/renameAvatar missing field (name): accepted',
        ]);
        // Both fields of renameAvatar are checked, not only the first.
        const checks = rows.filter((r) => r.call === 'POST /avatar/renameAvatar').map((r) => r.check);
        expect(checks).toEqual(expect.arrayContaining(['missing field (id)', 'missing field (name)']));
      } finally {
        rename.handler = renameHandler;
        overview.handler = overviewHandler;
        inputChecks['/avatar/renameAvatar'] = renameCheck;
        inputChecks['/overview/getOverviewData'] = overviewCheck;
      }
    },
    timeoutOf(60_000),
  );

  it(
    'fails on an undeclared field in an answer, and says so',
    async () => {
      const rows = await withDrift('/userInfo/getUserInfo', (data) => ({ ...data, password: 'demo123' }), false);
      const drift = rows.filter((r) => r.result === 'fail');
      expect(drift.map((r) => `${r.call} ${r.check}`)).toEqual(['GET /userInfo/getUserInfo valid request']);
      expect(drift[0].detail).toMatch(/undeclared field "password"/);
      expect(contractTable(rows)).toMatch(/ 1 failed/);
    },
    timeoutOf(30_000),
  );

  it(
    "fails with --write when a write's success answer drifts (createAvatar's width as a string)",
    async () => {
      const rows = await withDrift('/avatar/createAvatar', (data) => ({ ...data, width: String(data.width) }), true);
      const drift = rows.filter((r) => r.result === 'fail');
      expect(drift.map((r) => `${r.call} ${r.check}`)).toEqual(['POST /avatar/createAvatar valid request']);
      expect(drift[0].detail).toMatch(/\/data\/width must be number/);
    },
    timeoutOf(30_000),
  );

  it(
    "when a write's answer cannot feed the calls after it, those fail or skip saying why, never 'no example'",
    async () => {
      const rows = await withHandler(
        '/voice/createVoice',
        () => (ctx) => fail(ctx, 'noCloneTime'),
        () => runContract({ base: fake.url, doc, write: true, pass: advance }),
      );
      const of = (call: string, check: string) => rows.find((r) => r.call === call && r.check === check);
      expect(of('POST /voice/createVoice', 'valid request')).toMatchObject({ result: 'fail', detail: /clone/i });
      expect(of('POST /voice/renameVoice', 'valid request')).toMatchObject({
        result: 'fail',
        detail: expect.stringMatching(/needs \/voice\/createVoice \(id\) first: code 50000/),
      });
      expect(of('POST /voice/renameVoice', 'missing field (id)')).toMatchObject({
        result: 'skip',
        detail: expect.stringMatching(/^its input could not be made: needs \/voice\/createVoice/),
      });
      expect(rows.filter((r) => r.detail === 'no example input')).toEqual([]);
    },
    timeoutOf(30_000),
  );

  it(
    'sends the headers it is given with every request (a sandbox of its own on a shared fake)',
    async () => {
      // The log keeps the last 200 requests: emptied first, all it holds afterwards is this run's.
      fake.backend.log.length = 0;
      await runContract({ base: fake.url, doc, headers: { 'x-fake-sandbox': 'contract-test' } });
      // Every request reached the sandbox's own world, none the default one.
      const sent = fake.worlds.find('contract-test')?.backend.log ?? [];
      expect(sent.length).toBeGreaterThan(50);
      expect(sent.filter((r) => r.headers['x-fake-sandbox'] !== 'contract-test')).toEqual([]);
      expect(fake.backend.log).toEqual([]);
    },
    timeoutOf(30_000),
  );
});

/** A contract run against the fake with one handler's success data changed; the server's own check is off. */
async function withDrift(
  path: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
  write: boolean,
): Promise<ContractRow[]> {
  return withHandler(
    path,
    (original) => (ctx) => {
      const reply = original(ctx);
      return reply.code === 20000 ? { ...reply, data: change(reply.data as Record<string, unknown>) } : reply;
    },
    () => runContract({ base: fake.url, doc, write, pass: advance }),
    { unchecked: true },
  );
}
