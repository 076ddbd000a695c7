import type { CallRecord } from '../backend';

/** One call that changed a world, as appended to its journal (one JSON line each). */
export interface JournalEntry extends CallRecord {
  seq: number;
  world: string;
}

/** A journal read: its whole entries in order, the bytes of writes cut short, and the first line that is neither. */
export interface JournalLines {
  entries: JournalEntry[];
  cut: Buffer[];
  bad?: { line: number; why: string };
}

const NEWLINE = 0x0a;
const ENTRY_START = Buffer.from('{"seq":');

function entryOf(bytes: Buffer): JournalEntry | { why: string } {
  try {
    const e = JSON.parse(bytes.toString('utf8')) as Partial<JournalEntry> | null;
    if (e && typeof e === 'object' && typeof e.seq === 'number' && typeof e.world === 'string')
      return e as JournalEntry;
    return { why: 'not a journal entry' };
  } catch (err) {
    return { why: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * A line where a write cut short is followed by a whole entry with no line break between them (what a short write
 * left before writes were made whole): the cut bytes and the entry. The first place a whole entry starts is the one:
 * an object nested in a request never parses as a whole line.
 */
function glued(line: Buffer): { cut: Buffer; entry: JournalEntry } | null {
  for (let at = line.indexOf(ENTRY_START, 1); at > 0; at = line.indexOf(ENTRY_START, at + 1)) {
    const entry = entryOf(line.subarray(at));
    if ('seq' in entry) return { cut: line.subarray(0, at), entry };
  }
  return null;
}

/**
 * Reads a journal's bytes. A call is acknowledged only once its whole line, line break included, is synced, so a last
 * line without its line break is a write cut short (a full disk, a stop mid-write): never acknowledged, it is set
 * apart in `cut`, never replayed. So are the cut bytes glued before a whole entry. Any other line that is not an entry
 * is `bad` (the journal was changed by hand, or the disk failed): nothing after it is read.
 */
export function journalLines(bytes: Buffer, after: number): JournalLines {
  const entries: JournalEntry[] = [];
  const cut: Buffer[] = [];
  let line = 0;
  for (let start = 0; start < bytes.length; ) {
    line += 1;
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) {
      cut.push(bytes.subarray(start));
      break;
    }
    const text = bytes.subarray(start, end);
    start = end + 1;
    if (!text.length) continue;
    let entry = entryOf(text);
    if (!('seq' in entry)) {
      const g = glued(text);
      if (!g) return { entries, cut, bad: { line, why: entry.why } };
      cut.push(g.cut);
      entry = g.entry;
    }
    if (entry.seq > after) entries.push(entry);
  }
  return { entries, cut };
}
