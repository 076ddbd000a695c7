import type { OpenApiDocument } from '../contract/openapi.ts';
import { type CallPair, Comparer } from './compare.ts';
import type { Finding } from './findings.ts';
import type { RecordedCall } from './session.ts';
import { transitionFindings } from './transitions.ts';

/** What differs between two recordings of the same session: never reported, and values to map rather than compare. */
export interface Noise {
  /** `METHOD /call path` of every place that differed (a finding of the two recordings, or a value). */
  places: Set<string>;
  /** Answer paths whose values differed: what the service assigns (ids, tokens, times). */
  assigned: Set<string>;
  /** How many calls of the two recordings were compared (they agree call by call up to there). */
  aligned: number;
}

const normal = (at: string) => at.replace(/\[\d+\]/g, '[]');

function differingValues(a: unknown, b: unknown, at: string, out: Set<string>): void {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) differingValues(a[i], b[i], `${at}[]`, out);
  } else if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const [k, v] of Object.entries(a))
      if (k in b) differingValues(v, (b as Record<string, unknown>)[k], `${at}.${k}`, out);
  } else if (a !== b) out.add(normal(at));
}

/**
 * Learns the noise of a session from a second recording of it: the two are compared as the replay compares the real
 * service with the fake (every kind but timing), and every place where they differ, and every value that differs
 * (times, ids, tokens), is noise. The calls are paired in order while they are the same call.
 */
export function learnNoise(
  primary: readonly RecordedCall[],
  baseline: readonly RecordedCall[],
  doc: OpenApiDocument,
): Noise {
  const a = [...primary].sort((x, y) => x.seq - y.seq);
  const b = [...baseline].sort((x, y) => x.seq - y.seq);
  const comparer = new Comparer({ doc, slowMs: Number.POSITIVE_INFINITY });
  const places = new Set<string>();
  const assigned = new Set<string>();
  const pairs: CallPair[] = [];
  let i = 0;
  for (; i < Math.min(a.length, b.length); i++) {
    if (a[i].method !== b[i].method || a[i].path !== b[i].path) break;
    const pair: CallPair = {
      index: i,
      real: a[i],
      fake: { status: b[i].status, answer: b[i].answer, ms: b[i].ms },
      input: a[i].method === 'GET' ? a[i].query : a[i].body,
    };
    pairs.push(pair);
    for (const f of comparer.compare(pair)) places.add(`${a[i].method} ${a[i].path} ${f.path}`);
    const values = new Set<string>();
    if (a[i].answer && b[i].answer) differingValues(a[i].answer?.data, b[i].answer?.data, 'data', values);
    for (const v of values) {
      assigned.add(v);
      places.add(`${a[i].method} ${a[i].path} ${v}`);
    }
  }
  for (const [index, found] of transitionFindings(pairs, () => undefined))
    for (const f of found) places.add(`${a[index].method} ${a[index].path} ${f.path}`);
  return { places, assigned, aligned: i };
}

/** Whether a finding on `call` is at a place the baseline found noisy (or under one). */
export function isNoise(noise: Noise | null, call: { method: string; path: string }, f: Finding): boolean {
  if (!noise || f.kind === 'timing') return false;
  const prefix = `${call.method} ${call.path} `;
  for (let p = f.path; ; ) {
    if (noise.places.has(prefix + p)) return true;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    if (cut <= 0) return false;
    p = p.slice(0, cut);
  }
}

/**
 * The findings of one call a report keeps: those a team accepted (`ignore`, the ids of .driftignore) and those at a
 * place the baseline found noisy are left out, and counted in `left`.
 */
export function leaveOut(
  found: readonly Finding[],
  call: { method: string; path: string },
  ignore: ReadonlySet<string> | undefined,
  noise: Noise | null,
  left: { ignored: number; noise: number },
): Finding[] {
  return found.filter((f) => {
    if (ignore?.has(f.id)) left.ignored += 1;
    else if (isNoise(noise, call, f)) left.noise += 1;
    else return true;
    return false;
  });
}

/** `.driftignore`: the ids of accepted findings, one a line (the rest of the line, and lines from #, are comments). */
export function parseIgnore(text: string): Set<string> {
  const ids = new Set<string>();
  for (const line of text.split('\n')) {
    const id = line.replace(/#.*/, '').trim().split(/\s+/)[0];
    if (id) ids.add(id);
  }
  return ids;
}
