import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { KeptObject, ObjectBacking } from '../mediaStore';
import { objectsDirOf, WriteRefused } from './persistFile';
import { fsyncDir, replaceWhole } from './writeWhole';

/**
 * A key longer than this once encoded is named by its hash (#HEX), with the key in a file beside it (NAME#key). An
 * encoded key holds no '#', so the names with one past their start are the store's own (keys, temporary files).
 */
const LONG_NAME = 180;
const KEY_SUFFIX = '#key';
const TMP = `#tmp-${process.pid}`;

/** A scope's folder: 'default' for the default world ('' : no sandbox is named so, it is the default world). */
const dirName = (scope: string): string => (scope ? encodeURIComponent(scope) : 'default');
const scopeOfDir = (dir: string): string | null => (dir === 'default' ? '' : decoded(dir));

/** A name as it was encoded, or null for one this store never made (a stray file). */
function decoded(name: string): string | null {
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}

/** A key's file name: the key encoded ('/' as %2F, a leading '.' too), or its hash when too long for a file name. */
function fileName(key: string): string {
  const enc = encodeURIComponent(key).replace(/^\./, '%2E');
  return enc.length <= LONG_NAME ? enc : `#${createHash('sha256').update(key).digest('hex')}`;
}

function refused(path: string, e: unknown): WriteRefused {
  const code = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
  return new WriteRefused(`--persist: cannot write ${path} (${code})`, code);
}

/** Writes `data` as `path` whole: a temporary file, synced, renamed over it; a refusal leaves no temporary file. */
function writeFileWhole(path: string, data: Uint8Array): void {
  try {
    replaceWhole(path, `${path}${TMP}`, data);
  } catch (e) {
    throw refused(path, e);
  }
}

/**
 * The uploaded files of fake:serve --persist, on disk beside the file (FILE.objects/WORLD/KEY): an upload is written
 * whole and synced before its PUT is answered, so a kill -9 loses none that was acknowledged; a world's reset or
 * removal removes its folder; a link's copy of a seller's files is hard links to them. Files the server makes itself
 * (videos, speech) are not written: they are made again from their recipe when asked for, so a file here is only
 * bytes (an upload has no type or length of its own: see mediaStore.ts).
 */
export function objectFiles(file: string): ObjectBacking {
  const root = objectsDirOf(file);
  const dirOf = (scope: string) => join(root, dirName(scope));
  const pathOf = (key: string, scope: string) => join(dirOf(scope), fileName(key));
  const ready = (scope: string) => {
    try {
      mkdirSync(dirOf(scope), { recursive: true });
    } catch (e) {
      throw refused(dirOf(scope), e);
    }
  };
  return {
    keep(key, scope, bytes) {
      ready(scope);
      const path = pathOf(key, scope);
      if (fileName(key).startsWith('#')) writeFileWhole(`${path}${KEY_SUFFIX}`, Buffer.from(key));
      writeFileWhole(path, bytes);
      fsyncDir(dirOf(scope));
    },
    copy(key, from, to) {
      const src = pathOf(key, from);
      if (!existsSync(src)) return false;
      ready(to);
      const dst = pathOf(key, to);
      const tmp = `${dst}${TMP}`;
      try {
        if (fileName(key).startsWith('#')) writeFileWhole(`${dst}${KEY_SUFFIX}`, Buffer.from(key));
        rmSync(tmp, { force: true });
        // The same bytes under another name: a file is never changed in place, only replaced by a rename.
        linkSync(src, tmp);
        renameSync(tmp, dst);
      } catch (e) {
        rmSync(tmp, { force: true });
        throw e instanceof WriteRefused ? e : refused(dst, e);
      }
      fsyncDir(dirOf(to));
      return true;
    },
    // A removal the disk refuses is let be (a drop of an idle sandbox must not stop the server): a world without a
    // file leaves its folder to be removed at the next start, and a key is only ever named again by a new upload.
    remove(key, scope) {
      const path = pathOf(key, scope);
      try {
        rmSync(path, { force: true });
        rmSync(`${path}${KEY_SUFFIX}`, { force: true });
      } catch {
        // See above.
      }
    },
    clear(scope) {
      try {
        rmSync(dirOf(scope), { recursive: true, force: true });
      } catch {
        // See above.
      }
      fsyncDir(root);
    },
    load(keepScope) {
      const out: KeptObject[] = [];
      if (!existsSync(root)) return out;
      for (const dir of readdirSync(root).sort()) {
        const scope = scopeOfDir(dir);
        if (scope === null || !statSync(join(root, dir)).isDirectory()) continue;
        if (!keepScope(scope)) {
          // A world with no file (set aside, dropped, started again from the seed) must not find old files under
          // keys it issues anew.
          rmSync(join(root, dir), { recursive: true, force: true });
          continue;
        }
        // Oldest first, as they were stored: a world's size cap drops its least recently stored ones.
        const names = readdirSync(join(root, dir)).filter((name) => name.indexOf('#', 1) < 0);
        const at = new Map(names.map((name) => [name, statSync(join(root, dir, name)).mtimeMs]));
        for (const name of names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0))) {
          const path = join(root, dir, name);
          const key = name.startsWith('#')
            ? existsSync(`${path}${KEY_SUFFIX}`)
              ? readFileSync(`${path}${KEY_SUFFIX}`, 'utf8')
              : null
            : decoded(name);
          if (key !== null) out.push({ key, scope, bytes: readFileSync(path) });
        }
      }
      return out;
    },
  };
}
