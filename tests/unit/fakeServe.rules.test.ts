import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Backend, type CallRecord } from '../../mirage/backend';
import { DB_VERSION } from '../../mirage/db';
import { clearMediaStore, configureMediaStore, hasObject, putObject, uploadTarget } from '../../mirage/mediaStore';
import { parseDuration, parseSize } from '../../mirage/node/cliValues';
import {
  backUpStore,
  checkWritable,
  journalOf,
  loadStore,
  lockOf,
  lockStore,
  PersistFileError,
  sandboxDirOf,
  STORE_VERSION,
  type StoredWorld,
} from '../../mirage/node/persistFile';
import { Store } from '../../mirage/node/persistStore';
import { SANDBOX_NAME, Worlds } from '../../mirage/node/worlds';
import { isScenario } from '../../mirage/scenarios';
import { parseBody } from '../../mirage/requestBody';
import { DAY_MS, SERVE_SESSION_POLICY } from '../../mirage/sessions';
import { REFERENCE_TIME } from '../../mirage/server';
import { Clock } from '../../mirage/clock';
import { checkUpload, openUpload } from '../../mirage/uploadGate';
import { call, signIn } from './backendHelpers';

const backend = (opts: Partial<ConstructorParameters<typeof Backend>[0]> = {}) =>
  new Backend({ startAt: REFERENCE_TIME, speed: 0, replyCheck: contractCheck, ...opts });
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { contractCheck } from './contractCheck';

const en = ALL_MESSAGES.en;

const EMPTY = en.upload.empty;
const tmp = () => mkdtempSync(join(tmpdir(), 'fake-rules-'));

describe('request bodies', () => {
  it('reads JSON objects, an empty body as no fields, and refuses the rest saying why', () => {
    expect(parseBody('application/json; charset=utf-8', '{"a":1}')).toEqual({ body: { a: 1 } });
    expect(parseBody('application/x-www-form-urlencoded', '')).toEqual({ body: {} });
    expect(parseBody('application/json', '{"a":')).toEqual({ refused: { key: 'badJson' } });
    expect(parseBody('application/json', '[1]')).toEqual({ refused: { key: 'badJson' } });
    expect(parseBody('text/plain', '{"a":1}')).toEqual({
      refused: { key: 'unsupportedContentType', type: 'text/plain' },
    });
    expect(parseBody('application/json', '{"a":"xxxx"}', 5)).toEqual({ refused: { key: 'bodyTooLarge', limit: 5 } });
  });
});

describe('the refusals of the fake service', () => {
  it('a known path with the wrong method answers 405 with Allow, an unknown one 404', () => {
    const b = backend();
    const out = b.handle('get', '/userInfo/loginByPwd', {
      query: {},
      body: {},
      headers: { 'accept-language': 'es' },
      host: 'localhost',
      origin: 'http://localhost/',
    });
    expect(out).toMatchObject({ status: 405, headers: { allow: 'POST' }, reply: { code: 405 } });
    expect('reply' in out && out.reply.msg).toBe('/userInfo/loginByPwd no admite GET: usa POST');
    expect(call(b, 'get', '/no/such').code).toBe(404);
  });
});

describe('sessions', () => {
  it('a token expires after its lifetime (50014), then a new sign-in works', () => {
    const clock = Clock.start(REFERENCE_TIME, 0);
    const b = backend({ clock, sessions: { ttlMs: DAY_MS, cap: 100, perAccount: 100 } });
    const { token, userId } = signIn(b, '13800000001');
    expect(call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } }).code).toBe(20000);
    clock.advance(DAY_MS + 1);
    const r = call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } });
    expect(r).toMatchObject({ code: 50014, msg: 'Your sign-in has expired, please sign in again' });
    const again = signIn(b, '13800000001');
    expect(call(b, 'get', '/userInfo/getUserInfo', { token: again.token, query: { userId } }).code).toBe(20000);
  });

  it('over the cap the oldest sessions are dropped first', () => {
    const b = backend({ sessions: { ttlMs: DAY_MS, cap: 3, perAccount: 100 } });
    const tokens = Array.from({ length: 5 }, () => signIn(b, '13800000001'));
    expect(b.db.sessions.map((s) => s.token)).toEqual(tokens.slice(2).map((t) => t.token));
    const read = (t: { token: string; userId: string }) =>
      call(b, 'get', '/userInfo/getUserInfo', { token: t.token, query: { userId: t.userId } }).code;
    expect(tokens.map(read)).toEqual([204, 204, 20000, 20000, 20000]);
  });

  it('one account signing in again and again signs out only its own oldest sessions, never another person', () => {
    const b = backend({ sessions: { ttlMs: DAY_MS, cap: 10_000, perAccount: 2 } });
    const admin = signIn(b, '13800000001');
    const member = Array.from({ length: 5 }, () => signIn(b, '13800000002'));
    const read = (t: { token: string; userId: string }) =>
      call(b, 'get', '/userInfo/getUserInfo', { token: t.token, query: { userId: t.userId } }).code;
    expect(read(admin)).toBe(20000);
    expect(member.map(read)).toEqual([204, 204, 204, 20000, 20000]);
  });

  it('20,000 sign-ins of one script leave the admin signed in, in well under a second each thousand', () => {
    const b = backend({ sessions: SERVE_SESSION_POLICY });
    const admin = signIn(b, '13800000001');
    const t0 = performance.now();
    for (let i = 0; i < 20_000; i++) signIn(b, '13800000002');
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(call(b, 'get', '/userInfo/getUserInfo', { token: admin.token, query: { userId: admin.userId } }).code).toBe(
      20000,
    );
    expect(b.db.sessions.filter((s) => !s.cleared).length).toBe(1 + SERVE_SESSION_POLICY.perAccount);
  });

  it('a world over its cap drops its own oldest session; another world keeps all of its own', () => {
    const policy = { ttlMs: DAY_MS, cap: 3, perAccount: 100 };
    const crowded = backend({ sessions: policy, salt: 'crowded' });
    const quiet = backend({ sessions: policy, salt: 'quiet' });
    const kept = signIn(quiet, '13800000001');
    const first = signIn(crowded, '13800000001');
    for (const mobile of ['13800000002', '13800000003', '13800000004']) signIn(crowded, mobile);
    const read = (b: Backend, t: { token: string; userId: string }) =>
      call(b, 'get', '/userInfo/getUserInfo', { token: t.token, query: { userId: t.userId } }).code;
    expect(read(crowded, first)).toBe(204);
    expect(read(quiet, kept)).toBe(20000);
  });

  it('a forged token costs one lookup: the list of sessions is not scanned', () => {
    const b = backend({ sessions: { ttlMs: DAY_MS, cap: 50_000, perAccount: 50_000 } });
    for (let i = 0; i < 2000; i++) signIn(b, '13800000001');
    call(b, 'get', '/userInfo/getUserInfo', { token: 'warm', query: { userId: 'u1' } });
    let reads = 0;
    const list = b.db.sessions;
    b.db.sessions = new Proxy(list, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && /^\d+$/.test(prop)) reads += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    // The index follows the database's list by identity: the same list behind a proxy is taken in once.
    call(b, 'get', '/userInfo/getUserInfo', { token: 'warm', query: { userId: 'u1' } });
    reads = 0;
    expect(call(b, 'get', '/userInfo/getUserInfo', { token: 'tk-forged', query: { userId: 'u1' } }).code).toBe(204);
    expect(reads).toBe(0);
  });
});

describe('what is saved', () => {
  it('a read never asks to be saved; a write and a sign-in do', () => {
    const b = backend();
    let saves = 0;
    b.onChange = () => {
      saves += 1;
    };
    const { token, userId } = signIn(b, '13800000001');
    expect(saves).toBe(1);
    for (let i = 0; i < 5; i++) call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } });
    call(b, 'post', '/usermanage/getMyClientList', { token, body: { pageNum: 1, pageSize: 5 } });
    expect(saves).toBe(1);
    call(b, 'get', '/userInfo/upNickName', { token, query: { userId, nickName: 'New name' } });
    expect(saves).toBe(2);
  });

  it('sandboxes made from the same seed issue different tokens', () => {
    const a = signIn(backend({ salt: 'alpha' }), '13800000001').token;
    const b = signIn(backend({ salt: 'beta' }), '13800000001').token;
    expect(a).not.toBe(b);
  });
});

describe('tokens', () => {
  it('two runs of the same seed, and the same steps after a reset, issue different tokens', () => {
    const one = backend();
    const two = backend();
    const first = signIn(one, '13800000001');
    expect(signIn(two, '13800000001').token).not.toBe(first.token);
    one.reset();
    const member = signIn(one, '13800000006');
    expect(member.token).not.toBe(first.token);
    // The admin's token of before the reset opens nothing after it, not even the member's data.
    const read = call(one, 'get', '/userInfo/getUserInfo', { token: first.token, query: { userId: member.userId } });
    expect(read.code).toBe(204);
  });

  it('are the same on every run only when asked for (repeatable)', () => {
    const a = signIn(backend({ tokens: 'repeatable' }), '13800000001').token;
    const b = signIn(backend({ tokens: 'repeatable' }), '13800000001').token;
    expect(a).toBe(b);
  });
});

describe('the --persist file', () => {
  const want = { seed: 1, scenario: 'default' };
  const world = (): StoredWorld => {
    const b = backend();
    return { db: b.db, clock: b.clock.snapshot(), faults: [] };
  };

  /** A store over worlds kept in a map, as the HTTP server keeps them. */
  const storeOf = (file: string, worlds: Map<string, StoredWorld>) =>
    new Store(file, (name) => worlds.get(name) ?? null);
  const call1 = {
    method: 'post' as const,
    path: '/x',
    req: { query: {}, body: {}, headers: {}, host: 'h', origin: 'o' },
    now: 1,
    rand: 2,
    facts: {},
    code: 20000,
  };

  it('keeps each world in a file of its own, written atomically, with no temporary file left', () => {
    const file = join(tmp(), 'data.json');
    const worlds = new Map([
      ['default', world()],
      ['alpha', world()],
    ]);
    const store = storeOf(file, worlds);
    store.changed('default');
    store.changed('alpha');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).worlds)).toEqual(['default']);
    expect(readdirSync(sandboxDirOf(file))).toEqual(['alpha.json']);
    expect([...(loadStore(file, want)?.worlds.keys() ?? [])]).toEqual(['default', 'alpha']);
    worlds.delete('alpha');
    store.changed('alpha');
    expect(readdirSync(join(file, '..')).sort()).toEqual(['data.json', 'data.json.sandboxes']);
    expect(readdirSync(sandboxDirOf(file))).toEqual([]);
    expect(loadStore(file, want)?.notices).toEqual([]);
  });

  it('a write that fails says so in one line and leaves no temporary file', () => {
    const dir = tmp();
    const file = join(dir, 'data.json');
    mkdirSync(file);
    const store = storeOf(file, new Map([['default', world()]]));
    expect(() => store.changed('default')).toThrow(PersistFileError);
    expect(() => store.changed('default')).toThrow(`--persist: cannot write ${file} (`);
    expect(readdirSync(dir)).toEqual(['data.json']);
  });

  it('a world as its seed built it is kept as how it was built: the twentieth large sandbox costs what the first did', () => {
    const file = join(tmp(), 'data.json');
    const b = backend({ scenario: 'large' });
    const snap = (): StoredWorld => {
      const from = b.seedRef();
      return { ...(from ? { from } : { db: b.db }), clock: b.clock.snapshot(), rand: b.randState() };
    };
    const store = new Store(file, (name) => (name === 'default' ? world() : snap()));
    store.changed('default');
    for (let i = 0; i < 20; i++) store.changed(`s${i}`);
    const sizes = readdirSync(sandboxDirOf(file)).map((f) => statSync(join(sandboxDirOf(file), f)).size);
    expect(sizes).toHaveLength(20);
    expect(Math.max(...sizes)).toBeLessThan(1000);
    // Built again from that, it is the same world; once a call changed it, its records are kept.
    const loaded = loadStore(join(file), want);
    const again = new Backend({
      replyCheck: contractCheck,
      startAt: 0,
      speed: 0,
      builtAt: loaded?.worlds.get('s0')?.world.from?.at,
      scenario: 'large',
      tokenNonce: b.db.tokenNonce,
    });
    expect(JSON.stringify(again.db)).toBe(JSON.stringify(b.db));
    const { token, userId } = signIn(b, '13800000001');
    call(b, 'get', '/userInfo/upNickName', { token, query: { userId, nickName: 'Changed' } });
    expect(b.seedRef()).toBeNull();
    store.changed('s0');
    expect(statSync(join(sandboxDirOf(file), 's0.json')).size).toBeGreaterThan(1_000_000);
  });

  it("a call is appended to its world's journal, and folded into the file after enough of them", () => {
    const file = join(tmp(), 'data.json');
    const worlds = new Map([['default', world()]]);
    const store = storeOf(file, worlds);
    store.changed('default');
    store.append('default', call1);
    store.append('default', call1);
    expect(readFileSync(journalOf(file), 'utf8').trim().split('\n')).toHaveLength(2);
    const journal = () => loadStore(file, want)?.worlds.get('default')?.journal ?? [];
    expect(journal().map((e) => [e.seq, e.world])).toEqual([
      [1, 'default'],
      [2, 'default'],
    ]);
    // A write cut short by a crash (never acknowledged) is left out; a broken line before others is refused.
    writeFileSync(journalOf(file), `${readFileSync(journalOf(file), 'utf8')}{"seq":3,"wor`);
    expect(journal()).toHaveLength(2);
    writeFileSync(journalOf(file), `{"seq":1,"wor\n${JSON.stringify({ seq: 2, world: 'default', ...call1 })}\n`);
    expect(() => loadStore(file, want)).toThrow(`${journalOf(file)}, line 1`);
    store.compact();
    expect(readFileSync(journalOf(file), 'utf8')).toBe('');
    expect(loadStore(file, want)?.worlds.get('default')).toMatchObject({ journalSeq: 2, journal: [] });
  });

  it('a truncated file, or one of another version, is refused naming the file and the way out', () => {
    const file = join(tmp(), 'data.json');
    storeOf(file, new Map([['default', world()]])).changed('default');
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, 100));
    expect(() => loadStore(file, want)).toThrow(PersistFileError);
    expect(() => loadStore(file, want)).toThrow(new RegExp(`${file}.*--reset`));
    writeFileSync(file, whole.replace(`"version":${DB_VERSION},`, `"version":${DB_VERSION + 1},`));
    expect(() => loadStore(file, want)).toThrow(`data of version ${DB_VERSION + 1}`);
    writeFileSync(file, whole.replace(`"version":${STORE_VERSION}`, '"version":9'));
    expect(() => loadStore(file, want)).toThrow('file format 9');
  });

  it('a file of the earlier single-world format is read as the default world', () => {
    const file = join(tmp(), 'data.json');
    writeFileSync(file, JSON.stringify(world()));
    expect([...(loadStore(file, want)?.worlds.keys() ?? [])]).toEqual(['default']);
  });

  it('a world named like an object property is a world like any other', () => {
    const file = join(tmp(), 'data.json');
    const w = world();
    writeFileSync(
      file,
      `{"format":"fake-serve","version":1,"dbVersion":${DB_VERSION},"journalSeq":0,"worlds":{"default":${JSON.stringify(w)},"__proto__":${JSON.stringify(w)}}}`,
    );
    const loaded = loadStore(file, want);
    expect([...(loaded?.worlds.keys() ?? [])]).toEqual(['default', '__proto__']);
    expect(loaded?.older).toBe(true);
    // A name outside the pattern is never made, nor taken as a file name.
    expect(['__proto__', 'hasOwnProperty', '..', 'a/b', 'w0', 'ci-1234.a'].map((n) => SANDBOX_NAME.test(n))).toEqual([
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(['hasOwnProperty', '__proto__', 'constructor', 'large'].map(isScenario)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('a file of another seed is served as it is, and says so', () => {
    const file = join(tmp(), 'data.json');
    storeOf(file, new Map([['default', world()]])).changed('default');
    const loaded = loadStore(file, { seed: 2, scenario: 'default' });
    expect(loaded?.worlds.get('default')?.world.db?.seed).toBe(1);
    expect(loaded?.notices[0]).toContain('was made with seed 1, scenario default');
  });

  it('a journal replayed on the data it started from gives the same data', () => {
    const clock = Clock.start(REFERENCE_TIME, 60);
    const live = backend({ clock });
    const start = JSON.parse(JSON.stringify({ db: live.db, rand: live.randState() })) as StoredWorld;
    const calls: CallRecord[] = [];
    live.onChange = (call) => {
      if (call) calls.push(JSON.parse(JSON.stringify(call)) as CallRecord);
    };
    const { token, userId } = signIn(live, '13800000001');
    call(live, 'get', '/userInfo/upNickName', { token, query: { userId, nickName: 'Replayed' } });
    call(live, 'post', '/userInfo/createUser', {
      token,
      body: { mobilePhone: '13912345678', passWord: 'abc12345', nickName: 'New one', isAgent: 0, canSetAgent: 0 },
    });
    const sts = call(live, 'get', '/scriptInfo/getStsACS', {
      token,
      query: { kind: 'image', fileName: 'a.png', fileSize: '10', contentType: 'image/png' },
    }).data as { key: string };
    putObject(sts.key, new Blob([new Uint8Array(10)]), '');
    const saved = call(live, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
      token,
      body: { key: sts.key, kind: 'image', fileName: 'a.png', fileSize: 10, width: 100, height: 100 },
    });
    expect(saved.code).toBe(20000);
    expect(calls.length).toBeGreaterThanOrEqual(5);

    const again = backend({ db: start.db, randState: start.rand, clock: Clock.start(REFERENCE_TIME, 0) });
    // The object itself is gone after a restart (memory only): the replay answers from what the call learned.
    clearMediaStore('');
    expect(hasObject(sts.key, '')).toBe(false);
    expect(calls.map((c) => again.replay(c))).toEqual(calls.map((c) => c.code));
    expect(again.db).toEqual(live.db);
    expect(again.randState()).toBe(live.randState());
  });

  it('--reset keeps the old file as FILE.bak, and an older backup is never overwritten', () => {
    const file = join(tmp(), 'data.json');
    writeFileSync(file, 'old');
    expect(backUpStore(file)).toBe(`${file}.bak`);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('old');
    writeFileSync(file, 'newer');
    mkdirSync(sandboxDirOf(file));
    expect(backUpStore(file)).toBe(`${file}.bak.2`);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('old');
    expect(readFileSync(`${file}.bak.2`, 'utf8')).toBe('newer');
    expect(existsSync(sandboxDirOf(`${file}.bak.2`))).toBe(true);
  });

  it('is refused when read-only or in a missing directory, and held by one server at a time', () => {
    const dir = tmp();
    const file = join(dir, 'data.json');
    expect(() => checkWritable(join(dir, 'missing', 'data.json'))).toThrow(
      `the directory ${join(dir, 'missing')} does not exist`,
    );
    writeFileSync(file, '{}');
    chmodSync(file, 0o444);
    expect(() => checkWritable(file)).toThrow(`--persist ${file} is read-only (mode 444)`);
    chmodSync(file, 0o644);
    // A lock held by a live process (this one's parent) stops a second server and names it.
    writeFileSync(lockOf(file), `${process.ppid}\n`);
    expect(() => lockStore(file)).toThrow(
      `in use by another fake:serve (process ${process.ppid}, lock ${lockOf(file)})`,
    );
    // One left by a process that is gone (kill -9) is taken over, and let go on close.
    writeFileSync(lockOf(file), '999999999\n');
    const lock = lockStore(file);
    expect(lock.notice).toContain('which is gone: taken over');
    expect(readFileSync(lockOf(file), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockOf(file))).toBe(false);
  });
});

describe('sandboxes', () => {
  const make = (now: { t: number }, max = 2, dropped: string[] = []) =>
    new Worlds({
      seed: 1,
      scenario: 'default',
      clock: () => Clock.start(REFERENCE_TIME, 0),
      idleMs: 1000,
      maxSandboxes: max,
      realNow: () => now.t,
      onChange: () => {},
      onDrop: (w) => dropped.push(w.name),
    });

  it('are made on first use and dropped only when idle; at the cap a new one is refused, never a live one dropped', () => {
    const now = { t: 0 };
    const dropped: string[] = [];
    const worlds = make(now, 2, dropped);
    worlds.get('default');
    worlds.get('a');
    now.t = 500;
    worlds.get('b');
    now.t = 900;
    // Thirty made-up names clear nothing: each is refused while a and b are in use.
    // None has gone a minute without a call; a (used at 0) is the first dropped, 100 ms from now.
    for (let i = 0; i < 30; i++) {
      expect(worlds.get(`made-up-${i}`)).toEqual({ full: { max: 2, idleMs: 1000, idle: 0, freesInMs: 100 } });
    }
    expect(dropped).toEqual([]);
    expect(worlds.get('a')).toMatchObject({ name: 'a' });
    now.t = 1600;
    // b has been idle past the idle time, a has not: c takes b's place.
    expect(worlds.get('c')).toMatchObject({ name: 'c' });
    expect(dropped).toEqual(['b']);
    expect(worlds.wasDropped('b')).toEqual({ at: 1600, idleMs: 1000 });
    now.t = 5000;
    worlds.sweep();
    expect(dropped).toEqual(['b', 'a', 'c']);
    expect(worlds.list().map((w) => w.name)).toEqual(['default']);
    // Made again, it remembers it was dropped (its old tokens are told so).
    expect(worlds.get('b')).toMatchObject({ name: 'b', droppedBefore: { at: 1600, idleMs: 1000 } });
  });

  it('lists their age and size', () => {
    const now = { t: 0 };
    const worlds = make(now);
    worlds.get('a');
    now.t = 300;
    const [a] = worlds.list();
    expect(a).toMatchObject({ name: 'a', ageMs: 300, idleMs: 300, size: { sessions: 0, objects: 0, bytes: 0 } });
    expect(a.size.records).toBeGreaterThan(0);
  });
});

describe('the fake object storage', () => {
  it('takes only a target its STS call issued, within the size declared', () => {
    const b = backend();
    const { token } = signIn(b, '13800000001');
    const sts = call(b, 'get', '/scriptInfo/getStsACS', {
      token,
      query: { kind: 'image', fileName: 'a.png', fileSize: '100', contentType: 'image/png' },
    }).data as { key: string; uploadUrl: string };
    const sig = new URL(sts.uploadUrl, 'http://x').searchParams.get('sig') ?? '';
    expect(openUpload(b.db, b.clock.now(), sts.key, 'forged', '')).toMatchObject({ refused: { status: 403 } });
    expect(openUpload(b.db, b.clock.now(), 'u1/image/src1-x.png', sig, '')).toMatchObject({ refused: { status: 403 } });
    const gate = openUpload(b.db, b.clock.now(), sts.key, sig, '');
    if ('refused' in gate) throw new Error('refused');
    expect(gate.maxBytes).toBe(100);
    expect(checkUpload(gate.source, 101)?.status).toBe(413);
    expect(checkUpload(gate.source, 0)).toMatchObject({ status: 400 });
    expect(checkUpload(gate.source, 0)?.message('en')).toBe(EMPTY);
    expect(checkUpload(gate.source, 100)).toBeNull();
    expect(openUpload(b.db, b.clock.now() + 16 * 60_000, sts.key, sig, '')).toMatchObject({ refused: { status: 403 } });
  });

  it("keeps each world within its size cap, that world's oldest dropped first, never another world's", () => {
    configureMediaStore({ baseUrl: '/api', persist: false, capBytes: 250 });
    try {
      expect(putObject('kept', new Blob([new Uint8Array(200)]), 'other-world')).toBe(true);
      const cap = 'cap-test';
      expect(putObject('one', new Blob([new Uint8Array(100)]), cap)).toBe(true);
      expect(putObject('two', new Blob([new Uint8Array(100)]), cap)).toBe(true);
      expect(putObject('three', new Blob([new Uint8Array(100)]), cap)).toBe(true);
      expect([hasObject('one', cap), hasObject('two', cap), hasObject('three', cap)]).toEqual([false, true, true]);
      expect(putObject('huge', new Blob([new Uint8Array(300)]), cap)).toBe(false);
      expect(uploadTarget('two', cap)).toMatch(/\?key=two&sig=\w+&sandbox=cap-test$/);
      expect(hasObject('kept', 'other-world')).toBe(true);
      expect(hasObject('two', '')).toBe(false);
    } finally {
      configureMediaStore({ baseUrl: '/api', persist: false });
    }
  });
});

describe('command-line values', () => {
  it('reads sizes and durations with their units', () => {
    expect(parseSize('10mb')).toBe(10 * 1024 * 1024);
    expect(parseSize('512k')).toBe(512 * 1024);
    expect(parseSize('1000')).toBe(1000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('7d')).toBe(7 * DAY_MS);
    expect(() => parseSize('ten')).toThrow('size such as 10mb');
  });
});
