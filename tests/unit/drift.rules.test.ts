import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { type CallPair, Comparer } from '../../scripts/drift/compare';
import { finding, findingId } from '../../scripts/drift/findings';
import { reportHtml } from '../../scripts/drift/html';
import { makeMasker } from '../../scripts/drift/mask';
import { messageKind } from '../../scripts/drift/msgKind';
import { leaveOut, type Noise, parseIgnore } from '../../scripts/drift/noise';
import { buildReport, exitCodeOf, summaryLine } from '../../scripts/drift/report';
import { type FakeTarget, replaySession } from '../../scripts/drift/replay';
import { parseSession, type RecordedCall, SessionError } from '../../scripts/drift/session';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

const recorded = (over: Partial<RecordedCall>): RecordedCall => ({
  seq: 1,
  t: 0,
  ms: 10,
  method: 'POST',
  path: '/voice/listVoice',
  query: {},
  headers: {},
  body: { pageNum: 1, pageSize: 10 },
  status: 200,
  answer: { code: 20000, msg: 'success', data: { list: [], total: 0 } },
  ...over,
});
const pair = (real: RecordedCall, fake: RecordedCall['answer'], index = 0): CallPair => ({
  index,
  real,
  fake: { status: 200, answer: fake, ms: 1 },
  input: real.body,
});

describe('drift masking', () => {
  const mask = makeMasker({ key: 'k1', fields: ['nickname'] });

  it('masks each value the same way wherever it stands, and another key masks it otherwise', () => {
    const a = mask({ token: 'abc123', headers: { 'X-Token': 'abc123' } }) as {
      token: string;
      headers: { 'X-Token': string };
    };
    expect(a.token).toMatch(/^masked-[0-9a-f]{12}$/);
    expect(a.headers['X-Token']).toBe(a.token);
    expect(mask('abc123', 'token')).not.toBe(mask('abc124', 'token'));
    expect(makeMasker({ key: 'k2' })('abc123', 'token')).not.toBe(a.token);
  });

  it('keeps a phone number a phone number, in its field or inside a text, and masks the fields it is given', () => {
    const out = mask({
      mobile: '13800000005',
      msg: 'account 13800000005 exists',
      nickname: 'Chen',
      name: 'Chen',
    }) as Record<string, string>;
    expect(out.mobile).toMatch(/^199\d{8}$/);
    expect(out.msg).toBe(`account ${out.mobile} exists`);
    expect(out.nickname).toMatch(/^masked-/);
    expect(out.name).toBe('Chen');
    expect(mask({ password: '' })).toEqual({ password: '' });
    expect(mask({ code: 20000, passWord: 'demo123' })).toMatchObject({ code: 20000 });
  });
});

describe('drift comparison', () => {
  it('reports a call much slower than the fake as information only', () => {
    const found = new Comparer({ doc, slowMs: 2400 }).compare(pair(recorded({ ms: 3000 }), recorded({}).answer));
    expect(found).toEqual([finding(recorded({}), 'timing', '', 'at most 2400 ms', '3000 ms')]);
    expect(found[0].severity).toBe('info');
  });

  it('reports an answer that is not the envelope where the fake answers one, as outside the contract', () => {
    const found = new Comparer({ doc, slowMs: 2400 }).compare(
      pair(recorded({ answer: null, bytes: 120 }), recorded({}).answer),
    );
    expect(found).toEqual([finding(recorded({}), 'code', 'code', 20000, null, true)]);
  });

  it('compares totals as they move: a list that grew by one for the fake and by two for the real service', () => {
    const comparer = new Comparer({ doc, slowMs: 2400 });
    const page = (total: number) => ({ code: 20000, msg: 'success', data: { list: [], total } });
    // Past the last page: no rows either way, so the rows agree with any total; only the change tells.
    const body = { pageNum: 9, pageSize: 10 };
    expect(comparer.compare(pair(recorded({ body, answer: page(3) }), page(3)))).toEqual([]);
    const [moved] = comparer.compare(pair(recorded({ body, answer: page(5) }), page(4)));
    expect(moved).toMatchObject({ kind: 'total', expected: { total: 4, change: 1 }, actual: { total: 5, change: 2 } });
  });

  it('reads message kinds in every language of the console, and knows a message it has never seen', () => {
    expect(messageKind(50000, 'Parameter error: pageSize')).toBe('paramError');
    expect(messageKind(20000, 'ok')).toBe('success');
    expect(messageKind(-1, 'something new')).toBeNull();
  });
});

describe('drift findings and reports', () => {
  it('gives a finding an id from its kind, call and path: the same in every recording', () => {
    expect(findingId('code', 'POST', '/task/listTask', 'code')).toBe(
      findingId('code', 'post', '/task/listTask', 'code'),
    );
    expect(findingId('code', 'POST', '/task/listTask', 'code')).toMatch(/^code-[0-9a-f]{10}$/);
    expect(findingId('code', 'POST', '/task/listTask', 'code')).not.toBe(
      findingId('code', 'POST', '/task/createTask', 'code'),
    );
  });

  it('leaves out the findings .driftignore accepts and those at a noisy place (or under one)', () => {
    const call = { method: 'POST', path: '/voice/listVoice' };
    const a = finding(call, 'field-added', 'data.list[].tags', null, 'array');
    const b = finding(call, 'type-changed', 'data.list[].createdAt', 'number', 'string');
    const c = finding(call, 'code', 'code', 20000, -1);
    const ignore = parseIgnore(`# accepted\n${a.id}   the new tags field, the console ignores it\n\n`);
    const noise: Noise = { places: new Set(['POST /voice/listVoice data.list[]']), assigned: new Set(), aligned: 1 };
    const left = { ignored: 0, noise: 0 };
    expect(leaveOut([a, b, c], call, ignore, noise, left)).toEqual([c]);
    expect(left).toEqual({ ignored: 1, noise: 1 });
  });

  it('sums a report, and exits 1 only while an error remains', () => {
    const real = recorded({});
    const found = new Map([[0, [finding(real, 'field-added', 'data.x', null, 'number')]]]);
    const warned = buildReport([pair(real, real.answer)], found, { ignored: 0, noise: 0 });
    expect(summaryLine(warned)).toBe('1 calls, 1 with findings: 0 errors, 1 warnings, 0 info');
    expect(exitCodeOf(warned)).toBe(0);
    found.set(0, [finding(real, 'code', 'code', 20000, -1)]);
    expect(exitCodeOf(buildReport([pair(real, real.answer)], found, { ignored: 0, noise: 0 }))).toBe(1);
  });

  it('writes the HTML report as one page with nothing to fetch, the values escaped', () => {
    const real = recorded({});
    const found = new Map([[0, [finding(real, 'msg', 'msg', 'paramError', '<b>new</b> refusal')]]]);
    const page = reportHtml(buildReport([pair(real, real.answer)], found, { ignored: 0, noise: 0 }));
    expect(page).toContain('&lt;b&gt;new&lt;/b&gt; refusal');
    expect(page).toContain('expected (fake)');
    expect(page).not.toMatch(/<script|<link|src=|url\(|@import/);
  });

  it('names the line of a recording that is not a call', () => {
    const line = JSON.stringify(recorded({}));
    expect(parseSession(`${line}\n\n${line}\n`)).toHaveLength(2);
    expect(() => parseSession(`${line}\n{"method":"GET"}`, 's.ndjson')).toThrow(
      new SessionError('s.ndjson, line 2: not a recorded call (method, path, status)'),
    );
  });
});

describe('drift replay', () => {
  /** A fake that answers from a table and notes what it was sent and how its clock moved. */
  const stubFake = (answers: Record<string, unknown>) => {
    const sent: { path: string; headers: Record<string, string>; body: unknown }[] = [];
    const moves: number[] = [];
    const target: FakeTarget = {
      now: async () => 5_000_000_000_000,
      advance: async (ms) => {
        moves.push(ms);
      },
      send: async (c) => {
        sent.push({ path: c.path, headers: c.headers, body: c.body });
        return { status: 200, answer: { code: 20000, msg: 'success', data: answers[c.path] ?? null }, ms: 1 };
      },
    };
    return { target, sent, moves };
  };
  const mask = makeMasker({ key: 'k' });
  const t0 = 1_767_225_600_000;
  const session = (mobile: string): RecordedCall[] => [
    recorded({
      seq: 1,
      t: t0,
      path: '/userInfo/loginByPwd',
      body: mask({ mobilePhone: mobile, passWord: 'secret' }),
      answer: {
        code: 20000,
        msg: 'success',
        data: mask({ token: 'real-token', userId: 'real-u', isAdmin: 0, isAgent: 0, canSetAgent: 0, userRole: '' }),
      },
    }),
    recorded({
      seq: 2,
      t: t0 + 1000,
      path: '/task/createTask',
      body: { name: 'x' },
      answer: { code: 20000, msg: 'success', data: { id: 'real-task-1' } },
    }),
    recorded({
      seq: 3,
      t: t0 + 61_000,
      path: '/task/renameTask',
      headers: mask({ token: 'real-token' }) as Record<string, string>,
      body: { id: 'real-task-1', name: 'y', since: t0 },
    }),
  ];

  it('sends what the fake assigned where the session sends back what the real service assigned, as time moved', async () => {
    const { target, sent, moves } = stubFake({
      '/userInfo/loginByPwd': { token: 'fake-token', userId: 'u5', isAdmin: 0 },
      '/task/createTask': { id: 'fake-task-9' },
    });
    await replaySession(session('13900001234'), target);
    expect(moves).toEqual([1000, 60_000]);
    // A member's sign-in, masked: made as the demo member.
    expect(sent[0].body).toEqual({ mobilePhone: '13800000005', passWord: 'demo123' });
    expect(sent[2].headers.token).toBe('fake-token');
    // The fake's clock is 5_000_000_000_000 - t0 ahead: a time the session sends moves with it.
    expect(sent[2].body).toEqual({ id: 'fake-task-9', name: 'y', since: 5_000_000_000_000 });
  });

  it('signs in as the very demo account when the mask key says so', async () => {
    const { target, sent } = stubFake({});
    await replaySession(session('13800000006'), target, { maskKey: 'k' });
    expect(sent[0].body).toEqual({ mobilePhone: '13800000006', passWord: 'demo123' });
  });
});
