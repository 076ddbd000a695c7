import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../mirage/backend';
import { Clock } from '../../mirage/clock';
import { openPersistence, storeChange } from '../../mirage/node/persist';
import { journalOf, PersistFileError, sandboxDirOf, WriteRefused } from '../../mirage/node/persistFile';
import { COMPACT_AFTER, type Store } from '../../mirage/node/persistStore';
import { Worlds } from '../../mirage/node/worlds';
import { diskWithRoom, setWriteBytes, type WriteBytes } from '../../mirage/node/writeWhole';
import { REFERENCE_TIME } from '../../mirage/server';
import { call, signIn } from './backendHelpers';

/**
 * The --persist file on a full disk: a short write is written on until whole, a write the disk refuses is answered
 * as refused and taken back (nothing refused is seen, before or after a restart), a write cut short by a stop is set
 * aside at the next start with every whole call kept, and one unreadable sandbox file is set aside while the others
 * are served. The disk is a stand-in (mirage/node/writeWhole.ts); tests/unit/fakeServe.fullDisk.test.ts fills a real
 * one.
 */
const opts = { seed: 1, scenario: 'default' as const };
const tmp = () => join(mkdtempSync(join(tmpdir(), 'persist-full-')), 'data.json');
afterEach(() => {
  setWriteBytes(null);
  COMPACT_AFTER.entries = 2000;
});

/** The worlds of fake:serve over a --persist file, as mirage/node/httpServer.ts wires them. */
function serve(file: string) {
  const held: { store?: Store } = {};
  const worlds: Worlds = new Worlds({
    ...opts,
    clock: () => Clock.start(REFERENCE_TIME, 0),
    idleMs: 60_000,
    maxSandboxes: 4,
    realNow: () => 0,
    onChange: (w, c) => storeChange(held, worlds, w, c),
    onDrop: (w) => held.store?.dropped(w.name),
  });
  const p = openPersistence(file, opts, worlds);
  held.store = p.store;
  worlds.main();
  const box = (name: string) => {
    const w = worlds.get(name);
    if ('full' in w) throw new Error('full');
    return w;
  };
  // Read again at each use: a refused change puts a new service in the world.
  return { worlds, p, b: () => box('default').backend, box };
}

type Token = { token: string; userId: string };
const nickname = (b: Backend, t: Token): string => {
  const me = call(b, 'get', '/userInfo/getUserInfo', { token: t.token, query: { userId: t.userId } });
  return (me.data as { nickname: string }).nickname;
};
const rename = (b: Backend, t: Token, to: string) =>
  call(b, 'get', '/userInfo/upNickName', { token: t.token, query: { userId: t.userId, nickName: to } });
const newAccount = (mobilePhone: string) => ({ mobilePhone, passWord: 'abc12345', nickName: 'New', isAgent: 0 });
const refusedBy = (run: () => unknown): WriteRefused => {
  try {
    run();
  } catch (e) {
    if (e instanceof WriteRefused) return e;
    throw e;
  }
  throw new Error('the write was not refused');
};

describe('a short write', () => {
  it('is written on until the line is whole: every call is kept', () => {
    const file = tmp();
    let writes = 0;
    // At most 5 bytes a write, as a disk that is filling up may take.
    setWriteBytes((fd, data, offset, length) => {
      writes += 1;
      return writeSync(fd, data, offset, Math.min(length, 5));
    });
    const s = serve(file);
    const admin = signIn(s.b(), '13800000001');
    expect(rename(s.b(), admin, 'Whole').code).toBe(20000);
    s.p.release();
    const lines = readFileSync(journalOf(file), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((l) => JSON.parse(l).path)).toEqual(['/userInfo/loginByPwd', '/userInfo/upNickName']);
    expect(writes).toBeGreaterThan(lines.join('\n').length / 5);

    setWriteBytes(null);
    const again = serve(file);
    expect(again.p.notices).toEqual([]);
    expect(nickname(again.b(), admin)).toBe('Whole');
    again.p.release();
  });
});

describe('a write the disk refuses', () => {
  it('throws a WriteRefused, leaves the journal as it was, and nothing of it is seen, before or after a restart', () => {
    const file = tmp();
    const s = serve(file);
    const admin = signIn(s.b(), '13800000001');
    expect(rename(s.b(), admin, 'Kept').code).toBe(20000);
    const journal = readFileSync(journalOf(file));
    const state = JSON.stringify(s.b().db);

    // 40 bytes of room: the line is cut short, then ENOSPC.
    setWriteBytes(diskWithRoom(40));
    expect(refusedBy(() => rename(s.b(), admin, 'Refused')).reason).toBe('ENOSPC');
    setWriteBytes(diskWithRoom(0));
    const created = () =>
      call(s.b(), 'post', '/userInfo/createUser', { token: admin.token, body: newAccount('13912340001') });
    expect(refusedBy(created).message).toBe(`--persist: cannot write ${journalOf(file)} (ENOSPC)`);
    // A change of another kind (the clock), and a new sandbox: refused and taken back too.
    const before = s.b().clock.now();
    s.b().clock.advance(3_600_000);
    expect(refusedBy(() => s.b().onChange()).reason).toBe('ENOSPC');
    expect(refusedBy(() => s.worlds.get('fresh')).reason).toBe('ENOSPC');

    expect(readFileSync(journalOf(file)).equals(journal)).toBe(true);
    expect(nickname(s.b(), admin)).toBe('Kept');
    expect(call(s.b(), 'post', '/userInfo/loginByPwd', { body: newAccount('13912340001') }).code).not.toBe(20000);
    expect(s.b().clock.now()).toBe(before);
    expect(s.worlds.find('fresh')).toBeUndefined();
    expect(existsSync(sandboxDirOf(file)) ? readdirSync(sandboxDirOf(file)) : []).toEqual([]);
    expect(JSON.stringify(s.b().db)).toBe(state);

    // Space again: the same session goes on, on a clean line.
    setWriteBytes(null);
    expect(rename(s.b(), admin, 'After').code).toBe(20000);
    s.p.release();
    const again = serve(file);
    expect(again.p.notices).toEqual([]);
    expect(nickname(again.b(), admin)).toBe('After');
    expect(call(again.b(), 'post', '/userInfo/loginByPwd', { body: newAccount('13912340001') }).code).not.toBe(20000);
    expect(again.worlds.find('fresh')).toBeUndefined();
    again.p.release();
  });

  it('a fold refused leaves every call acknowledged in the journal; stopping on a full disk says so in one line', () => {
    const file = tmp();
    const s = serve(file);
    const admin = signIn(s.b(), '13800000001');
    COMPACT_AFTER.entries = 2;
    // Room for a journal's line, never for the world written whole.
    const small: WriteBytes = (fd, data, offset, length) => {
      if (length > 4000) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
      return writeSync(fd, data, offset, length);
    };
    setWriteBytes(small);
    for (const name of ['One', 'Two', 'Three']) expect(rename(s.b(), admin, name).code).toBe(20000);
    expect(readFileSync(journalOf(file), 'utf8').trim().split('\n')).toHaveLength(4);
    const left = s.p.store.close();
    expect(left).toEqual([
      `${journalOf(file)} keeps its calls (folding them into ${file} failed: ENOSPC); they are read at the next start`,
    ]);
    s.p.release();

    setWriteBytes(null);
    const again = serve(file);
    expect(nickname(again.b(), admin)).toBe('Three');
    again.p.release();
  });
});

describe('a journal whose last write was cut short', () => {
  it('is taken with every whole call; the cut bytes are set aside in a named file, with a one-line notice', () => {
    const file = tmp();
    const s = serve(file);
    const admin = signIn(s.b(), '13800000001');
    rename(s.b(), admin, 'First');
    rename(s.b(), admin, 'Second');
    // Stopped as by kill -9: the journal is not folded.
    s.p.release();
    const [login, first, second] = readFileSync(journalOf(file), 'utf8').trim().split('\n');
    // A write cut short, then another call glued to it (what a short write left before writes were made whole), and a
    // last write cut short by the stop.
    const cutA = '{"seq":9,"world":"default","method":"get","path":"/userInfo/upNickName","req":{"query":{"nick';
    const cutB = `${second.slice(0, 120)}`;
    writeFileSync(journalOf(file), `${login}\n${first}\n${cutA}${second}\n${cutB}`);

    const again = serve(file);
    const aside = `${journalOf(file)}.torn`;
    expect(again.p.notices).toEqual([
      `${journalOf(file)} held 2 writes cut short (a full disk, or a stop mid-write): ` +
        `${cutA.length + cutB.length + 2} bytes set aside in ${aside}; its 3 whole calls are kept`,
    ]);
    expect(readFileSync(aside, 'utf8')).toBe(`${cutA}\n${cutB}\n`);
    expect(nickname(again.b(), admin)).toBe('Second');
    // Folded: the journal starts clean, and the next start has nothing to set aside.
    expect(statSync(journalOf(file)).size).toBe(0);
    again.p.release();
    const third = serve(file);
    expect(third.p.notices).toEqual([]);
    expect(existsSync(`${aside}.2`)).toBe(false);
    third.p.release();
  });

  it('a line that is not a call before others stops the server, offering to keep the calls before it', () => {
    const file = tmp();
    const s = serve(file);
    signIn(s.b(), '13800000001');
    s.p.release();
    const line = readFileSync(journalOf(file), 'utf8');
    writeFileSync(journalOf(file), `not a call\n${line}`);
    expect(() => serve(file)).toThrow(`${journalOf(file)}, line 1, cannot be read`);
    expect(() => serve(file)).toThrow('To keep the calls before it, remove that line');
    expect(readFileSync(journalOf(file), 'utf8')).toBe(`not a call\n${line}`);
  });
});

describe('an unreadable file', () => {
  it("one sandbox's is set aside under a name that exists, and the other worlds are served", () => {
    const file = tmp();
    const s = serve(file);
    const a = signIn(s.box('a').backend, '13800000001');
    const b = signIn(s.box('b').backend, '13800000001');
    rename(s.box('b').backend, b, 'In b');
    s.p.release();
    const path = join(sandboxDirOf(file), 'a.json');
    writeFileSync(path, '{"format":"fake-serve","vers');

    const again = serve(file);
    const aside = `${path}.unreadable`;
    expect(again.p.notices).toHaveLength(1);
    expect(again.p.notices[0]).toMatch(
      new RegExp(
        `^${path} cannot be read as a fake-server database \\(.+\\): the sandbox "a" is set aside as ${aside} ` +
          `\\(its journal as ${aside}.journal\\) and starts again from the seed at its next call; the other worlds ` +
          'are served$',
      ),
    );
    expect(readFileSync(aside, 'utf8')).toBe('{"format":"fake-serve","vers');
    expect(readFileSync(`${aside}.journal`, 'utf8')).toContain('/userInfo/loginByPwd');
    expect(existsSync(path)).toBe(false);
    expect(nickname(again.box('b').backend, b)).toBe('In b');
    // The sandbox set aside is made again from the seed: its old token opens nothing.
    expect(call(again.box('a').backend, 'get', '/userInfo/getUserInfo', { token: a.token }).code).toBe(204);
    again.p.release();
  });

  it('the default world stops the server, naming the backup --reset would make', () => {
    const file = tmp();
    serve(file).p.release();
    writeFileSync(`${file}.bak`, 'an earlier backup');
    writeFileSync(file, '{"format":');
    expect(() => serve(file)).toThrow(PersistFileError);
    expect(() => serve(file)).toThrow(`run with --reset (the file is then kept as ${file}.bak.2)`);
  });
});
