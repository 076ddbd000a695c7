import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/** How bytes reach a file: fs.writeSync, which on a filling disk may write fewer bytes than asked (a short write). */
export type WriteBytes = (fd: number, data: Uint8Array, offset: number, length: number) => number;

const systemWrite: WriteBytes = (fd, data, offset, length) => writeSync(fd, data, offset, length);

/**
 * A disk of `room` bytes, for tests where no small file system can be mounted: writes past it are cut short, and the
 * one after that is refused with ENOSPC, as Linux does when a disk fills up.
 */
export function diskWithRoom(room: number, write: WriteBytes = systemWrite): WriteBytes {
  let left = room;
  return (fd, data, offset, length) => {
    if (left <= 0) throw Object.assign(new Error('ENOSPC: no space left on device (test disk)'), { code: 'ENOSPC' });
    const n = write(fd, data, offset, Math.min(length, left));
    left -= n;
    return n;
  };
}

/**
 * FAKE_SERVE_TEST_DISK_ROOM=BYTES: the server writes as if its disk had that many bytes free (a test of the full
 * disk on a machine that cannot mount a small tmpfs). Unset, writes go to the disk as they are.
 */
const testRoom = Number(process.env.FAKE_SERVE_TEST_DISK_ROOM);
let writeBytes: WriteBytes = Number.isFinite(testRoom) && testRoom >= 0 ? diskWithRoom(testRoom) : systemWrite;

/** A test's stand-in for the disk (a short write, ENOSPC); null restores the real one. */
export function setWriteBytes(write: WriteBytes | null): void {
  writeBytes = write ?? systemWrite;
}

/**
 * Writes all of `data` at the file's position: a short write is followed by another for the rest, until the whole
 * is written or the disk refuses (ENOSPC, EIO...: thrown; the caller takes back what part was written).
 */
export function writeWhole(fd: number, data: Uint8Array): void {
  let done = 0;
  while (done < data.length) {
    const n = writeBytes(fd, data, done, data.length - done);
    // No progress and no error: the disk takes nothing more, which is a full disk by another name.
    if (n <= 0) throw Object.assign(new Error('ENOSPC: the disk took no more bytes'), { code: 'ENOSPC' });
    done += n;
  }
}

/**
 * Writes `data` as `path` whole: `tmp` written and synced, then renamed over it, so the file is always the old one
 * or the new one. A failure leaves no `tmp` behind and is thrown as it came (the caller says what it means).
 */
export function replaceWhole(path: string, tmp: string, data: Uint8Array): void {
  try {
    const fd = openSync(tmp, 'w');
    try {
      writeWhole(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Syncs a folder, so a rename in it survives a crash. */
export function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot sync a directory; the rename itself is still atomic.
  }
}
