import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { timeoutOf } from '../slower';

/**
 * fake:serve --persist on a disk that fills up, in a process of its own: writes are driven until the disk refuses
 * them, the server is killed (kill -9) or stopped (SIGTERM), space is freed, and a restart must serve every write that
 * was acknowledged and none that was refused. The disk is a 2 MB tmpfs where this machine lets the test mount one
 * (root); elsewhere the server is told its disk has ROOM bytes free (FAKE_SERVE_TEST_DISK_ROOM, mirage/node/writeWhole.ts).
 */
const ROOM = 128 * 1024;
/** Each call's journal line carries its headers: about 9 KB a write, so the room lasts some 12 writes. */
const PAD = 'p'.repeat(8000);
const dir = mkdtempSync(join(tmpdir(), 'fake-full-disk-'));
const file = join(dir, 'data.json');
const filler = join(dir, 'filler');

const tmpfs = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir]).status === 0;
const running: ServeProcess[] = [];
afterAll(async () => {
  // A server still running (a failed step) would keep the tmpfs busy.
  for (const p of running) await stopServe(p, 'SIGKILL');
  if (tmpfs) spawnSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
});

/** The stand-in disk's room: its start (the world written whole, some 70 KB) and the checks' sign-ins take some. */
const SEAM_ROOM = ROOM + 256 * 1024;

/**
 * A server on a disk with room, or on one that will fill up (`limited`): on the tmpfs, the disk is filled (`fill`)
 * once the server runs; else the server's stand-in disk has SEAM_ROOM bytes, all it will ever write.
 */
const start = async (limited: boolean): Promise<ServeProcess> => {
  const env: Record<string, string> = !tmpfs && limited ? { FAKE_SERVE_TEST_DISK_ROOM: String(SEAM_ROOM) } : {};
  const p = await startServe(['--persist', file], env);
  running.push(p);
  return p;
};
/** On the tmpfs: a filler file takes all but ROOM bytes of it. */
function fill(): void {
  if (!tmpfs) return;
  try {
    writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
  } catch {
    // ENOSPC: the disk is full, the filler as large as it could grow.
  }
  truncateSync(filler, statSync(filler).size - ROOM);
}
const free = () => rmSync(filler, { force: true });

type Envelope = { code: number; msg: string; data: unknown };
async function call(p: ServeProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${p.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Envelope };
}
const signIn = async (p: ServeProcess, mobilePhone: string) =>
  call(p, '/userInfo/loginByPwd', { mobilePhone, passWord: 'demo123' });
const mobileOf = (i: number) => `1390000${String(i).padStart(4, '0')}`;

/** New accounts until the disk has refused three: which were acknowledged, which refused (503, nothing changed). */
async function fillUp(p: ServeProcess, from: number): Promise<{ acked: string[]; refused: string[] }> {
  const admin = (await signIn(p, '13800000001')).body.data as { token: string };
  const acked: string[] = [];
  const refused: string[] = [];
  for (let i = from; refused.length < 3 && i < from + 400; i++) {
    const mobilePhone = mobileOf(i);
    const body = { mobilePhone, passWord: 'demo123', nickName: `n${i}`, isAgent: 0 };
    const r = await call(p, '/userInfo/createUser', body, { token: admin.token, 'x-pad': PAD });
    if (r.status === 200 && r.body.code === 20000) {
      acked.push(mobilePhone);
      continue;
    }
    expect(r.status).toBe(503);
    expect(r.retryAfter).toBe('30');
    expect(r.body).toEqual({
      code: 503,
      msg: 'The change could not be saved to the --persist file (ENOSPC), so nothing was changed. Try again later',
      data: null,
    });
    refused.push(mobilePhone);
  }
  return { acked, refused };
}

/** Which of these accounts the server knows (a sign-in of one it does not know changes nothing). */
async function known(p: ServeProcess, mobiles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const m of mobiles) if ((await signIn(p, m)).body.code === 20000) found.push(m);
  return found;
}

describe(`fake:serve --persist on a full disk (${tmpfs ? 'a 2 MB tmpfs' : 'FAKE_SERVE_TEST_DISK_ROOM'})`, () => {
  it(
    'keeps every acknowledged write through kill -9 and SIGTERM on a full disk; a refused write is never seen',
    async () => {
      // 1. The disk fills up; the server is killed.
      let p = await start(true);
      fill();
      const first = await fillUp(p, 0);
      expect(first.acked.length).toBeGreaterThan(5);
      expect(await known(p, first.refused)).toEqual([]);
      p.child.kill('SIGKILL');
      await stopServe(p);

      // A write cut short as a stop mid-write leaves it: the journal's last line, without its line break.
      free();
      const cut = `{"seq":99999,"world":"default","method":"post","path":"/userInfo/createUser","req":{"query":{},"bo`;
      appendFileSync(`${file}.journal`, cut);

      // 2. Space freed, started again: every acknowledged write is there, no refused one, the cut write set aside.
      p = await start(true);
      const aside = `${file}.journal.torn`;
      expect(p.output()).toContain(`${file}.journal held a write cut short (a full disk, or a stop mid-write): `);
      expect(p.output()).toContain(`bytes set aside in ${aside}; its ${first.acked.length + 1} whole calls are kept`);
      expect(readFileSync(aside, 'utf8')).toBe(`${cut}\n`);
      expect(await known(p, first.acked)).toEqual(first.acked);
      expect(await known(p, first.refused)).toEqual([]);

      // 3. Full again, and stopped with SIGTERM: one line, exit 0, the lock let go, the journal kept as it is.
      fill();
      const second = await fillUp(p, 1000);
      expect(second.acked.length).toBeGreaterThan(5);
      const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
      p.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(p.output().trim().split('\n').at(-1)).toBe(
        `fake:serve stopped (SIGTERM); ${file}.journal keeps its calls (folding them into ${file} failed: ENOSPC); ` +
          'they are read at the next start',
      );
      expect(p.output()).not.toMatch(/^\s+at /m);
      expect(existsSync(`${file}.lock`)).toBe(false);

      // 4. Space freed, started again: both runs' acknowledged writes, none refused, and no lock left behind.
      free();
      p = await start(false);
      expect(p.output()).not.toContain('.lock was left by process');
      const acked = [...first.acked, ...second.acked];
      const refused = [...first.refused, ...second.refused];
      const keptAll = await known(p, acked);
      expect(keptAll).toEqual(acked);
      const seen = await known(p, refused);
      expect(seen).toEqual([]);
      await stopServe(p);
      expect(p.output().trim().split('\n').at(-1)).toBe('fake:serve stopped (SIGTERM)');
      console.log(
        `full disk (${tmpfs ? '2 MB tmpfs' : `a stand-in disk of ${SEAM_ROOM} bytes`}): ${acked.length} writes acknowledged, ` +
          `${keptAll.length} kept after kill -9 and SIGTERM; ${refused.length} refused (503), ${seen.length} of them seen`,
      );
    },
    timeoutOf(180_000),
  );
});
