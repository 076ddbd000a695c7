import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Backend, type CallRecord } from '../../mirage/backend';
import { DB_VERSION } from '../../mirage/db';
import {
  clearMediaStore,
  configureMediaStore,
  hasObject,
  putObject,
  setMediaScope,
  uploadTarget,
} from '../../mirage/mediaStore';
import { parseDuration, parseSize } from '../../mirage/node/cliValues';
import {
  backUpStore,
  journalOf,
  loadStore,
  PersistFileError,
  Store,
  type StoredWorld,
} from '../../mirage/node/persistFile';
import { Worlds } from '../../mirage/node/worlds';
import { parseBody } from '../../mirage/requestBody';
import { DAY_MS } from '../../mirage/sessions';
import { REFERENCE_TIME } from '../../mirage/server';
import { Clock } from '../../mirage/clock';
import { checkUpload, openUpload } from '../../mirage/uploadGate';
import { call, signIn } from './backendHelpers';

const backend = (opts: Partial<ConstructorParameters<typeof Backend>[0]> = {}) =>
  new Backend({ startAt: REFERENCE_TIME, speed: 0, ...opts });
import { ALL_MESSAGES } from '../../src/i18n/allMessages';

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
    const b = backend({ clock, sessions: { ttlMs: DAY_MS, cap: 100 } });
    const { token, userId } = signIn(b, '13800000001');
    expect(call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } }).code).toBe(20000);
    clock.advance(DAY_MS + 1);
    const r = call(b, 'get', '/userInfo/getUserInfo', { token, query: { userId } });
    expect(r).toMatchObject({ code: 50014, msg: 'Your sign-in has expired, please sign in again' });
    const again = signIn(b, '13800000001');
    expect(call(b, 'get', '/userInfo/getUserInfo', { token: again.token, query: { userId } }).code).toBe(20000);
  });

  it('over the cap the oldest sessions are dropped first', () => {
    const b = backend({ sessions: { ttlMs: DAY_MS, cap: 3 } });
    const tokens = Array.from({ length: 5 }, () => signIn(b, '13800000001'));
    expect(b.db.sessions.map((s) => s.token)).toEqual(tokens.slice(2).map((t) => t.token));
    const read = (t: { token: string; userId: string }) =>
      call(b, 'get', '/userInfo/getUserInfo', { token: t.token, query: { userId: t.userId } }).code;
    expect(tokens.map(read)).toEqual([204, 204, 20000, 20000, 20000]);
  });

  it('a forged token costs one lookup: the list of sessions is not scanned', () => {
    const b = backend({ sessions: { ttlMs: DAY_MS, cap: 50_000 } });
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

describe('the --persist file', () => {
  const want = { seed: 1, scenario: 'default' };
  const world = () => {
    const b = backend();
    return { db: b.db, clock: b.clock.snapshot(), faults: [] };
  };

  /** A store over worlds kept in a map, as the HTTP server keeps them. */
  const storeOf = (file: string, worlds: Map<string, StoredWorld>, seq = 0) =>
    new Store(file, (name) => worlds.get(name) ?? null, seq);

  it('is written whole and atomically, with no temporary file left', () => {
    const file = join(tmp(), 'data.json');
    const worlds = new Map([
      ['default', world()],
      ['alpha', world()],
    ]);
    const store = storeOf(file, worlds);
    store.changed('default');
    store.changed('alpha');
    worlds.delete('alpha');
    store.changed('alpha');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).worlds)).toEqual(['default']);
    expect(readdirSync(join(file, '..'))).toEqual(['data.json']);
    expect(loadStore(file, want)?.notices).toEqual([]);
  });

  it('a call is appended to the journal, and folded into the file after enough of them', () => {
    const file = join(tmp(), 'data.json');
    const worlds = new Map([['default', world()]]);
    const store = storeOf(file, worlds);
    store.changed('default');
    const call = {
      method: 'post' as const,
      path: '/x',
      req: { query: {}, body: {}, headers: {}, host: 'h', origin: 'o' },
      now: 1,
      rand: 2,
      facts: {},
      code: 20000,
    };
    store.append('default', call);
    store.append('default', call);
    expect(readFileSync(journalOf(file), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(loadStore(file, want)?.journal.map((e) => [e.seq, e.world])).toEqual([
      [1, 'default'],
      [2, 'default'],
    ]);
    // A write cut short by a crash (never acknowledged) is left out; a broken line before others is refused.
    writeFileSync(journalOf(file), `${readFileSync(journalOf(file), 'utf8')}{"seq":3,"wor`);
    expect(loadStore(file, want)?.journal).toHaveLength(2);
    writeFileSync(journalOf(file), `{"seq":1,"wor\n${JSON.stringify({ seq: 2, world: 'default', ...call })}\n`);
    expect(() => loadStore(file, want)).toThrow(`${journalOf(file)}, line 1`);
    store.compact();
    expect(readFileSync(journalOf(file), 'utf8')).toBe('');
    expect(loadStore(file, want)).toMatchObject({ journalSeq: 2, journal: [] });
  });

  it('a truncated file, or one of another version, is refused naming the file and the way out', () => {
    const file = join(tmp(), 'data.json');
    storeOf(file, new Map([['default', world()]])).changed('default');
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, 100));
    expect(() => loadStore(file, want)).toThrow(PersistFileError);
    expect(() => loadStore(file, want)).toThrow(new RegExp(`${file}.*--reset`));
    writeFileSync(file, whole.replace(`"version":${DB_VERSION}`, `"version":${DB_VERSION + 1}`));
    expect(() => loadStore(file, want)).toThrow(`data of version ${DB_VERSION + 1}`);
    writeFileSync(file, whole.replace('"version":1', '"version":9'));
    expect(() => loadStore(file, want)).toThrow('file format 9');
  });

  it('a file of the earlier single-world format is read as the default world', () => {
    const file = join(tmp(), 'data.json');
    writeFileSync(file, JSON.stringify(world()));
    expect(Object.keys(loadStore(file, want)?.worlds ?? {})).toEqual(['default']);
  });

  it('a file of another seed is served as it is, and says so', () => {
    const file = join(tmp(), 'data.json');
    storeOf(file, new Map([['default', world()]])).changed('default');
    const loaded = loadStore(file, { seed: 2, scenario: 'default' });
    expect(loaded?.worlds.default.db.seed).toBe(1);
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
    putObject(sts.key, new Blob([new Uint8Array(10)]));
    const saved = call(live, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
      token,
      body: { key: sts.key, width: 100, height: 100 },
    });
    expect(saved.code).toBe(20000);
    expect(calls.length).toBeGreaterThanOrEqual(5);

    const again = backend({ db: start.db, randState: start.rand, clock: Clock.start(REFERENCE_TIME, 0) });
    // The object itself is gone after a restart (memory only): the replay answers from what the call learned.
    clearMediaStore();
    expect(hasObject(sts.key)).toBe(false);
    expect(calls.map((c) => again.replay(c))).toEqual(calls.map((c) => c.code));
    expect(again.db).toEqual(live.db);
    expect(again.randState()).toBe(live.randState());
  });

  it('--reset keeps the old file as FILE.bak', () => {
    const file = join(tmp(), 'data.json');
    writeFileSync(file, 'old');
    expect(backUpStore(file)).toBe(`${file}.bak`);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('old');
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

  it('are made on first use, dropped when idle, and bounded (least recently used first)', () => {
    const now = { t: 0 };
    const dropped: string[] = [];
    const worlds = make(now, 2, dropped);
    worlds.get('default');
    worlds.get('a');
    now.t = 500;
    worlds.get('b');
    now.t = 600;
    worlds.get('a');
    worlds.get('c');
    expect(dropped).toEqual(['b']);
    now.t = 2000;
    worlds.sweep();
    expect(dropped).toEqual(['b', 'a', 'c']);
    expect(worlds.list().map((w) => w.name)).toEqual(['default']);
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
    expect(openUpload(b.db, b.clock.now(), sts.key, 'forged')).toMatchObject({ refused: { status: 403 } });
    expect(openUpload(b.db, b.clock.now(), 'u1/image/src1-x.png', sig)).toMatchObject({ refused: { status: 403 } });
    const gate = openUpload(b.db, b.clock.now(), sts.key, sig);
    if ('refused' in gate) throw new Error('refused');
    expect(gate.maxBytes).toBe(100);
    expect(checkUpload(gate.source, 101)?.status).toBe(413);
    expect(checkUpload(gate.source, 0)).toMatchObject({ status: 400 });
    expect(checkUpload(gate.source, 0)?.message('en')).toBe(EMPTY);
    expect(checkUpload(gate.source, 100)).toBeNull();
    expect(openUpload(b.db, b.clock.now() + 16 * 60_000, sts.key, sig)).toMatchObject({ refused: { status: 403 } });
  });

  it('keeps objects within its total size cap, oldest dropped first, and worlds apart', () => {
    configureMediaStore({ baseUrl: '/api', persist: false, capBytes: 250 });
    try {
      setMediaScope('cap-test');
      expect(putObject('one', new Blob([new Uint8Array(100)]))).toBe(true);
      expect(putObject('two', new Blob([new Uint8Array(100)]))).toBe(true);
      expect(putObject('three', new Blob([new Uint8Array(100)]))).toBe(true);
      expect([hasObject('one'), hasObject('two'), hasObject('three')]).toEqual([false, true, true]);
      expect(putObject('huge', new Blob([new Uint8Array(300)]))).toBe(false);
      expect(uploadTarget('two')).toMatch(/\?key=two&sig=\w+&sandbox=cap-test$/);
      setMediaScope('');
      expect(hasObject('two')).toBe(false);
    } finally {
      setMediaScope('');
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
