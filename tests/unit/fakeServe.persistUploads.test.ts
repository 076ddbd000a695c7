import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clearMediaStore,
  configureMediaStore,
  copyScope,
  loadBackedObjects,
  objectBlob,
  putObject,
} from '../../mirage/mediaStore';
import { objectFiles } from '../../mirage/node/objectFiles';
import { backUpStore } from '../../mirage/node/persistFile';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { timeoutOf } from '../slower';

/**
 * fake:serve --persist keeps uploaded files as it keeps the data that names them: a file whose PUT answered 200 is
 * served again after a kill -9 and a restart, a world's reset or removal takes its files off the disk, and a file the
 * disk refuses answers the same 503 as a refused change, with nothing stored.
 */
const dirs: string[] = [];
const running: ServeProcess[] = [];
afterAll(async () => {
  for (const p of running) await stopServe(p, 'SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-uploads-'));
  dirs.push(dir);
  return join(dir, 'data.json');
};
const start = async (file: string, env: Record<string, string> = {}): Promise<ServeProcess> => {
  const p = await startServe(['--persist', file], env);
  running.push(p);
  return p;
};
const killed = async (p: ServeProcess): Promise<void> => stopServe(p, 'SIGKILL');

type Envelope = { code: number; msg: string; data: unknown };
async function signIn(p: ServeProcess, sandbox?: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (sandbox) headers['x-fake-sandbox'] = sandbox;
  const res = await fetch(`${p.url}/userInfo/loginByPwd`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobilePhone: '13800000001', passWord: 'demo123' }),
  });
  const { token } = ((await res.json()) as Envelope).data as { token: string };
  return { ...headers, token };
}

/** The STS call, then the PUT at the target it issued: the PUT's answer and the object's key. */
async function upload(p: ServeProcess, headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>) {
  const q = `kind=image&fileName=a.png&fileSize=${bytes.length}&contentType=image/png`;
  const sts = (await (await fetch(`${p.url}/scriptInfo/getStsACS?${q}`, { headers })).json()) as Envelope;
  const { key, uploadUrl } = sts.data as { key: string; uploadUrl: string };
  const res = await fetch(uploadUrl, { method: 'PUT', body: bytes, headers: { 'accept-language': 'en' } });
  return { key, status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

async function object(p: ServeProcess, key: string, sandbox?: string) {
  const res = await fetch(
    `${p.url}/fakeOss/object?key=${encodeURIComponent(key)}${sandbox ? `&sandbox=${sandbox}` : ''}`,
  );
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const bytesOf = (n: number, salt: number): Uint8Array<ArrayBuffer> =>
  new Uint8Array(n).map((_, i) => (i * 7 + salt) % 251);

describe('fake:serve --persist keeps uploaded files', () => {
  it(
    'serves a file acknowledged before a kill -9 after the restart; a reset or a removal takes its files off the disk',
    async () => {
      const file = tempFile();
      const objects = `${file}.objects`;
      let p = await start(file);
      const main = bytesOf(3000, 1);
      const team = bytesOf(2000, 2);
      const a = await upload(p, await signIn(p), main);
      const b = await upload(p, await signIn(p, 'team1'), team);
      expect([a.status, b.status]).toEqual([200, 200]);
      // Killed right after the answers: nothing is folded or flushed on the way out.
      await killed(p);
      expect(readdirSync(objects).sort()).toEqual(['default', 'team1']);

      p = await start(file);
      expect(await object(p, a.key)).toEqual({ status: 200, bytes: main });
      expect(await object(p, b.key, 'team1')).toEqual({ status: 200, bytes: team });
      // Each world keeps its own: both issued the same first key, each with its own bytes under it (above).
      expect(b.key).toBe(a.key);

      expect((await fetch(`${p.origin}/__demo/sandboxes/team1`, { method: 'DELETE' })).status).toBe(200);
      expect(existsSync(join(objects, 'team1'))).toBe(false);
      expect((await fetch(`${p.origin}/__demo/reset`, { method: 'POST' })).status).toBe(200);
      expect(existsSync(join(objects, 'default'))).toBe(false);
      expect((await object(p, a.key)).status).toBe(404);

      // Nothing removed comes back with a restart.
      await killed(p);
      p = await start(file);
      expect((await object(p, a.key)).status).toBe(404);
      expect((await object(p, b.key, 'team1')).status).toBe(404);
      await stopServe(p);
    },
    timeoutOf(60_000),
  );

  it(
    'answers a file the disk refuses with the 503 of a refused change, and stores nothing',
    async () => {
      const file = tempFile();
      // Room for the world and the sign-in, not for the file (FAKE_SERVE_TEST_DISK_ROOM, mirage/node/writeWhole.ts).
      const p = await start(file, { FAKE_SERVE_TEST_DISK_ROOM: String(200 * 1024) });
      const big = bytesOf(300 * 1024, 3);
      const up = await upload(p, await signIn(p), big);
      expect(up.status).toBe(503);
      expect(up.res.headers.get('retry-after')).toBe('30');
      expect(up.body).toEqual({
        code: 503,
        msg: 'The change could not be saved to the --persist file (ENOSPC), so nothing was changed. Try again later',
        data: null,
      });
      expect((await object(p, up.key)).status).toBe(404);
      // No part of it, nor a temporary file, is left on the disk.
      expect(readdirSync(join(`${file}.objects`, 'default'))).toEqual([]);
      await stopServe(p);
    },
    timeoutOf(60_000),
  );
});

describe('the media store over --persist files (in process)', () => {
  it("copies a kept upload as a hard link, keeps no made file, and takes back only kept worlds' files", async () => {
    const file = tempFile();
    const dir = (scope: string) => join(`${file}.objects`, encodeURIComponent(scope));
    const backing = objectFiles(file);
    configureMediaStore({ baseUrl: '/api', persist: false, backing });
    const up = bytesOf(500, 4);
    const short = 'u1/image/src1-a.png';
    // Too long for a file name: named by its hash on disk, with the key in a file beside it.
    const long = `u1/image/src2-${'n'.repeat(300)}.png`;
    expect(putObject(short, new Blob([up]), 'seller', 0, up)).toBe(true);
    expect(putObject(long, new Blob([up]), 'seller', 0, up)).toBe(true);
    expect(putObject('made/v1.webm', new Blob([new Uint8Array(9)], { type: 'video/webm' }), 'seller', 2)).toBe(true);
    expect(putObject('k', new Blob([up]), 'gone', 0, up)).toBe(true);
    copyScope('seller', 'link:abc');
    // A made file over an upload's key is kept in memory only: the upload's file goes, not to come back.
    putObject('k', new Blob([up]), 'r', 0, up);
    expect(readdirSync(dir('r'))).toEqual(['k']);
    putObject('k', new Blob([new Uint8Array(3)]), 'r', 1);
    expect(readdirSync(dir('r'))).toEqual([]);
    const name = encodeURIComponent(short);
    expect(statSync(join(dir('link:abc'), name)).ino).toBe(statSync(join(dir('seller'), name)).ino);
    expect(readdirSync(dir('link:abc')).length).toBe(3);

    // A restart: memory emptied (no backing, so the disk is left), then the kept worlds' files taken back.
    configureMediaStore({ baseUrl: '/api', persist: false });
    for (const scope of ['seller', 'link:abc', 'gone']) clearMediaStore(scope);
    configureMediaStore({ baseUrl: '/api', persist: false, backing });
    expect(loadBackedObjects((scope) => scope !== 'gone')).toBe(4);
    expect(new Uint8Array(await (objectBlob(long, 'link:abc') as Blob).arrayBuffer())).toEqual(up);
    expect(objectBlob(short, 'seller')?.size).toBe(up.length);
    expect(objectBlob('made/v1.webm', 'seller')).toBeUndefined();
    expect(objectBlob('k', 'gone')).toBeUndefined();
    expect(existsSync(dir('gone'))).toBe(false);

    clearMediaStore('seller');
    clearMediaStore('r');
    expect(existsSync(dir('seller'))).toBe(false);
    expect(readdirSync(dir('link:abc')).length).toBe(3);
    // --reset keeps the files with the rest, under the backup's name; the server starts without them.
    expect(backUpStore(file)).toBe(`${file}.bak`);
    expect(readdirSync(`${file}.bak.objects`)).toEqual([encodeURIComponent('link:abc')]);
    expect(existsSync(`${file}.objects`)).toBe(false);
    configureMediaStore({ baseUrl: '/api', persist: false });
  });
});
