import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { Clock } from '../../mirage/clock';
import { DB_VERSION } from '../../mirage/db';
import { openPersistence } from '../../mirage/node/persist';
import { journalOf, lockStore, PersistFileError } from '../../mirage/node/persistFile';
import { Worlds } from '../../mirage/node/worlds';
import { REFERENCE_TIME } from '../../mirage/server';

const tmp = () => mkdtempSync(join(tmpdir(), 'persist-upgrade-'));
const opts = { seed: 1, scenario: 'default' as const };
const worlds = () =>
  new Worlds({
    ...opts,
    clock: () => Clock.start(REFERENCE_TIME, 0),
    idleMs: 60_000,
    maxSandboxes: 4,
    realNow: () => 0,
    onChange: () => {},
    onDrop: () => {},
  });

/** A file as an earlier version wrote it: every world in FILE (format version 1), with a journal beside it. */
function olderFile(file: string): { bytes: Buffer; journal: Buffer } {
  const b = new Backend({ startAt: REFERENCE_TIME, speed: 0 });
  const w = { db: b.db, clock: b.clock.snapshot(), faults: [] };
  writeFileSync(
    file,
    `{"format":"fake-serve","version":1,"dbVersion":${DB_VERSION},"journalSeq":0,"worlds":{"default":${JSON.stringify(w)}}}`,
  );
  writeFileSync(journalOf(file), '');
  return { bytes: readFileSync(file), journal: readFileSync(journalOf(file)) };
}

describe('--persist on a file of the older layout', () => {
  it('keeps the original bytes as FILE.bak before upgrading, says so in one line, and never overwrites a backup', () => {
    const dir = tmp();
    const file = join(dir, 'data.json');
    const { bytes, journal } = olderFile(file);
    const p = openPersistence(file, opts, worlds());
    p.store.close();
    p.release();
    expect(readFileSync(`${file}.bak`).equals(bytes)).toBe(true);
    expect(readFileSync(journalOf(`${file}.bak`)).equals(journal)).toBe(true);
    // FILE itself was upgraded.
    expect(readFileSync(file).equals(bytes)).toBe(false);
    const told = p.notices.filter((n) => n.includes('older layout'));
    expect(told).toEqual([`${file} is of an older layout: upgrading it; the original is kept as ${file}.bak`]);
    expect(told[0]).not.toContain('\n');

    // A second file of the older layout at the same name: the first backup stays as it was.
    const second = olderFile(file);
    writeFileSync(file, Buffer.concat([second.bytes.subarray(0, -1), Buffer.from(' }')]));
    const again = readFileSync(file);
    const q = openPersistence(file, opts, worlds());
    q.store.close();
    q.release();
    expect(readFileSync(`${file}.bak`).equals(bytes)).toBe(true);
    expect(readFileSync(`${file}.bak.2`).equals(again)).toBe(true);
    expect(q.notices).toContain(`${file} is of an older layout: upgrading it; the original is kept as ${file}.bak.2`);
  });

  it('a file already of the current layout makes no backup', () => {
    const file = join(tmp(), 'data.json');
    olderFile(file);
    openPersistence(file, opts, worlds()).release();
    const p = openPersistence(file, opts, worlds());
    p.release();
    expect(p.notices.some((n) => n.includes('older layout'))).toBe(false);
    expect(existsSync(`${file}.bak.2`)).toBe(false);
  });
});

describe('a --persist folder where the lock cannot be made', () => {
  it('says what to do', () => {
    if (process.getuid?.() === 0) {
      // root writes anywhere: a folder that is a file stands for one that cannot be written.
      const file = join(tmp(), 'not-a-folder', 'data.json');
      writeFileSync(join(file, '..'), 'x');
      expect(() => lockStore(file)).toThrow(PersistFileError);
      expect(() => lockStore(file)).toThrow(/Make the folder .* writable .*or pass a --persist file in a folder/);
      return;
    }
    const dir = tmp();
    chmodSync(dir, 0o555);
    expect(() => lockStore(join(dir, 'data.json'))).toThrow(/Make the folder .* writable/);
    chmodSync(dir, 0o755);
  });
});
