import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { startRecorder } from '../../scripts/drift/recorder';
import { learnNoise } from '../../scripts/drift/noise';
import { runDrift } from '../../scripts/drift/run';
import { parseSession, type RecordedCall } from '../../scripts/drift/session';
import { type Change, changedService } from '../driftService';
import { memberSession, type SessionSeen } from '../driftSession';
import { timeoutOf } from '../slower';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;
const dir = mkdtempSync(join(tmpdir(), 'drift-'));
let fake: FakeHttpServer;
let origin = '';
/** The changed service's recording, and its transition finding's id, for the command-line run. */
let changed = { file: '', transition: '' };

beforeAll(async () => {
  // The recorded service's works move on its clock alone (no videos rendered), as the replay's do.
  fake = await startFakeHttpServer({ port: 0, frozen: true, videos: false });
  origin = fake.url.replace(/\/api$/, '');
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Records the member's session against `target` into a file, in a sandbox of its own; the calls and what it saw. */
async function record(
  target: string,
  name: string,
): Promise<{ calls: RecordedCall[]; seen: SessionSeen; text: string }> {
  const out = join(dir, `${name}.ndjson`);
  const recorder = await startRecorder({ target, port: 0, out, mask: { key: 'test-key' } });
  try {
    const seen = await memberSession(recorder.url, name);
    const text = readFileSync(out, 'utf8');
    return { calls: parseSession(text), seen, text };
  } finally {
    await recorder.close();
  }
}

/** The findings of a report as "call kind path" lines, for one look at all of them. */
const lines = (r: Awaited<ReturnType<typeof runDrift>>['report']) =>
  r.calls.flatMap((c) => c.findings.map((f) => `${c.index} ${c.path} ${f.severity} ${f.kind} ${f.path}`));

describe('npm run drift: record, replay, compare', () => {
  it(
    'a session recorded against an unchanged fake:serve replays with 0 findings',
    async () => {
      const { calls } = await record(fake.url, 'unchanged');
      expect(calls.length).toBe(17);
      const { report, pairs } = await runDrift({ calls, doc, base: fake.url });
      // Replayed, not refused: the sign-in, the task and the refusals answered as recorded.
      expect(pairs.map((p) => p.fake.answer?.code)).toEqual(calls.map((c) => c.answer?.code));
      expect(pairs.filter((p) => p.fake.answer?.code === 20000).length).toBe(15);
      expect(lines(report)).toEqual([]);
      expect(report.summary).toMatchObject({ calls: 17, callsWithFindings: 0, error: 0, warning: 0, info: 0 });
    },
    timeoutOf(30_000),
  );

  it(
    'a changed service: each planted drift is reported at its call and path, and no other error',
    async () => {
      let taskId = '';
      const service = await changedService(origin, (c: Change) => {
        const data = c.answer.data as Record<string, unknown> & { list?: Record<string, unknown>[] };
        if (c.path === '/userInfo/getUserInfo') {
          // A renamed field.
          data.nickName = data.nickname;
          delete data.nickname;
        }
        // A new field on every digital human.
        if (c.path === '/avatar/listAvatar') for (const a of data.list ?? []) a.tags = ['studio'];
        // A number that became a string.
        if (c.path === '/membership/getMembershipInfo') data.unifiedComputingPower = String(data.unifiedComputingPower);
        // A value outside the contract's list.
        if (c.path === '/packageInfo/getPackageListForSale')
          for (const p of c.answer.data as { period: string }[]) if (p.period === 'month') p.period = 'biweekly';
        // Another code for the same fault (a page size of 0).
        if (c.path === '/task/listTask' && c.input.pageSize === 0) c.answer.code = -1;
        // The new task goes from the queue straight to success: "editing" is never seen.
        if (c.path === '/task/createTask') taskId = String(data.id);
        if (c.path === '/task/listTask')
          for (const t of data?.list ?? []) if (t.id === taskId && t.status === 'editing') t.status = 'queued';
        // A total that counts one more than the list holds.
        if (c.path === '/voice/listVoice') (data as { total: number }).total += 1;
        // A refusal in words the console does not know.
        if (c.path === '/avatar/renameAvatar') c.answer.msg = 'name rejected by policy P-17';
        // A gateway in front of the service that fails one call.
        if (c.path === '/userInfo/queryInviteUrl') c.status = 502;
      });
      try {
        const { calls } = await record(service.url, 'changed');
        const { report } = await runDrift({ calls, doc });
        const at = (path: string) => calls.findIndex((c) => c.path === path);
        const poll = (n: number) => calls.filter((c) => c.path === '/task/listTask')[n];
        expect(lines(report).sort()).toEqual(
          [
            `${at('/userInfo/getUserInfo')} /userInfo/getUserInfo error field-removed data.nickname`,
            `${at('/userInfo/getUserInfo')} /userInfo/getUserInfo warning field-added data.nickName`,
            `${at('/membership/getMembershipInfo')} /membership/getMembershipInfo error type-changed data.unifiedComputingPower`,
            `${at('/packageInfo/getPackageListForSale')} /packageInfo/getPackageListForSale error enum-value data[].period`,
            `${at('/userInfo/queryInviteUrl')} /userInfo/queryInviteUrl error status `,
            `${at('/voice/listVoice')} /voice/listVoice error total data.total`,
            `${at('/avatar/listAvatar')} /avatar/listAvatar warning field-added data.list[].tags`,
            `${at('/avatar/renameAvatar')} /avatar/renameAvatar warning msg msg`,
            // The first read after the task ended, 50 s after it was made.
            `${poll(5).seq - 1} /task/listTask error transition data.list[].status`,
            `${poll(6).seq - 1} /task/listTask error code code`,
          ].sort(),
        );
        const all = report.calls.flatMap((c) => c.findings);
        const one = (kind: string) => all.find((f) => f.kind === kind);
        expect(one('transition')).toMatchObject({
          expected: 'waiting → queued → editing → success',
          actual: 'waiting → queued → success',
        });
        expect(one('code')).toMatchObject({ expected: 50000, actual: -1, contract: false });
        expect(one('enum-value')).toMatchObject({ actual: 'biweekly', contract: true });
        expect(one('type-changed')).toMatchObject({ expected: 'number', actual: 'string', contract: true });
        expect(one('field-removed')).toMatchObject({ contract: true });
        expect(one('total')).toMatchObject({ expected: { total: 4, rows: 4 }, actual: { total: 5, rows: 4 } });
        expect(one('msg')).toMatchObject({ expected: 'validation.nameLong', actual: 'name rejected by policy P-17' });
        expect(report.summary).toMatchObject({ calls: 17, callsWithFindings: 9, error: 7, warning: 3, info: 0 });
        changed = { file: join(dir, 'changed.ndjson'), transition: one('transition')?.id ?? '' };
      } finally {
        await service.close();
      }
    },
    timeoutOf(30_000),
  );
  it(
    'a baseline recording removes the noise of times and ids',
    async () => {
      // A service whose answers carry, when they come from its cache, when they were cached and under which key:
      // which calls hit the cache differs from one recording to the next.
      const cachedService = (parity: number) => {
        let n = 0;
        return changedService(origin, (c: Change) => {
          n += 1;
          const data = c.answer.data;
          if (n % 2 !== parity || !data || typeof data !== 'object' || Array.isArray(data)) return;
          Object.assign(data, { cachedAt: 1767225600000 + n * 1000, cacheKey: `c-${parity}-${n}` });
        });
      };
      const first = await cachedService(0);
      const second = await cachedService(1);
      try {
        const primary = await record(first.url, 'noisy-1');
        const baseline = await record(second.url, 'noisy-2');
        const alone = await runDrift({ calls: primary.calls, doc, base: fake.url });
        const noisy = lines(alone.report);
        expect(noisy.length).toBeGreaterThan(3);
        for (const l of noisy) expect(l).toMatch(/ warning field-added data\.(cachedAt|cacheKey)$/);
        const learned = await runDrift({ calls: primary.calls, baseline: baseline.calls, doc, base: fake.url });
        expect(lines(learned.report)).toEqual([]);
        expect(learned.report.summary).toMatchObject({ error: 0, warning: 0, info: 0, noise: noisy.length });
        // The tokens of the two recordings differ too (each sign-in draws its own): a value to map, never a finding.
        expect(primary.seen.token).not.toBe(baseline.seen.token);
        expect(learnNoise(primary.calls, baseline.calls, doc).assigned).toContain('data.token');
      } finally {
        await first.close();
        await second.close();
      }
    },
    timeoutOf(30_000),
  );

  it(
    'masking holds: no token, password or phone number in a recording; one value, one mask',
    async () => {
      const { text, seen, calls } = await record(fake.url, 'masked');
      for (const secret of [seen.token, seen.tokenId, 'demo123', '13800000005']) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/(?<!\d)1[3-8]\d{9}(?!\d)/);
      // The token the sign-in answered is the token every later call sent: identities line up.
      const token = (calls[0].answer as { data: { token: string } }).data.token;
      expect(token).toMatch(/^masked-[0-9a-f]{12}$/);
      expect(calls.slice(1).every((c) => c.headers.token === token && c.headers['x-token'] === token)).toBe(true);
    },
    timeoutOf(30_000),
  );
  it(
    'npm run drift -- replay: the findings, the summary line, the JSON and HTML reports, .driftignore, exit code 1',
    async () => {
      expect(changed.file).not.toBe('');
      const ignore = join(dir, '.driftignore');
      writeFileSync(ignore, `# accepted: the real service's tasks skip editing\n${changed.transition}\n`);
      const json = join(dir, 'report.json');
      const html = join(dir, 'report.html');
      const args = ['scripts/drift.mjs', 'replay', changed.file, '--base', fake.url, '--json', json, '--html', html];
      const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = execFile(process.execPath, [...args, '--ignore', ignore], (_e, stdout, stderr) =>
          resolve({ code: child.exitCode, out: stdout + stderr }),
        );
      });
      expect(run.out).toContain(
        '17 calls, 8 with findings: 6 errors, 3 warnings, 0 info (left out: 1 in .driftignore, 0 noise)',
      );
      expect(run.out).toMatch(
        /#17 POST \/task\/listTask {2}error code code {2}expected 50000 {2}actual -1 {2}\[code-[0-9a-f]{10}\]/,
      );
      expect(run.code).toBe(1);
      const report = JSON.parse(readFileSync(json, 'utf8'));
      expect(Object.keys(report)).toEqual(['summary', 'calls']);
      expect(report.summary).toMatchObject({
        calls: 17,
        callsWithFindings: 8,
        error: 6,
        warning: 3,
        info: 0,
        ignored: 1,
      });
      expect(Object.keys(report.calls[16])).toEqual(expect.arrayContaining(['index', 'method', 'path', 'findings']));
      // Every finding has every key, a missing value as null (a field the fake never sends: expected null).
      for (const f of report.calls.flatMap((c: { findings: object[] }) => c.findings))
        expect(Object.keys(f).sort()).toEqual(['actual', 'contract', 'expected', 'id', 'kind', 'path', 'severity']);
      expect(readFileSync(html, 'utf8')).toContain('name rejected by policy P-17');
    },
    timeoutOf(60_000),
  );

  it('lets a page of another origin call through the recorder: its preflight is answered, not recorded', async () => {
    const recorder = await startRecorder({ target: fake.url, port: 0, mask: { key: 'k' } });
    try {
      const origin = { origin: 'http://localhost:5173' };
      const preflight = await fetch(`${recorder.url}/userInfo/loginByPwd`, { method: 'OPTIONS', headers: origin });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin.origin);
      const res = await fetch(`${recorder.url}/oemConfig/queryOemConfigByDomain?domain=localhost`, { headers: origin });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin.origin);
      expect(recorder.recording.calls.map((c) => `${c.method} ${c.path} ${c.query.domain}`)).toEqual([
        'GET /oemConfig/queryOemConfigByDomain localhost',
      ]);
    } finally {
      await recorder.close();
    }
  });

  it('refuses a wrong command line in one line, exit code 2', { timeout: timeoutOf(15_000) }, () => {
    for (const args of [['replay'], ['replay', join(dir, 'none.ndjson')], ['record', '--out', 'x.ndjson']]) {
      const r = spawnSync(process.execPath, ['scripts/drift.mjs', ...args], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
