import type { CallPair } from './compare.ts';
import { type Finding, finding } from './findings.ts';
import type { Envelope } from './session.ts';

const SUCCESS = new Set([20000, 0]);

/** Every object with an id and a status in an answer's data, with the (normalised) path of its status. */
function statuses(data: unknown, at = 'data', out: { id: string; status: string; path: string }[] = []) {
  if (Array.isArray(data)) for (const item of data) statuses(item, `${at}[]`, out);
  else if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if ((typeof o.id === 'string' || typeof o.id === 'number') && typeof o.status === 'string')
      out.push({ id: String(o.id), status: o.status, path: `${at}.status` });
    for (const [k, v] of Object.entries(o)) if (v && typeof v === 'object') statuses(v, `${at}.${k}`, out);
  }
  return out;
}

/** The area of the service a call belongs to (/task/listTask: task): ids and statuses are compared within one. */
const areaOf = (path: string) => path.split('/')[1] ?? '';

interface Seen {
  /** Each thing's statuses in the order they were read, a repeat left out. */
  sequences: Map<string, string[]>;
  /** Every change of status made in each area, "from → to". */
  moves: Map<string, Set<string>>;
}

function follow(
  answer: Envelope | null,
  area: string,
  seen: Seen,
  onMove?: (id: string, from: string, to: string, path: string) => void,
) {
  if (!answer || !SUCCESS.has(answer.code)) return;
  for (const { id, status, path } of statuses(answer.data)) {
    const key = `${area} ${id}`;
    const seq = seen.sequences.get(key) ?? [];
    seen.sequences.set(key, seq);
    const last = seq.at(-1);
    if (last === status) continue;
    seq.push(status);
    if (last === undefined) continue;
    const moves = seen.moves.get(area) ?? new Set<string>();
    seen.moves.set(area, moves);
    moves.add(`${last} → ${status}`);
    onMove?.(id, last, status, path);
  }
}

/**
 * The `transition` findings of a session: a change of status the real service made (a task from "queued" straight to
 * "success") that the fake never made in the same area over the replay of the same calls, at the same moments. Each
 * finding is on the call where the real service made the change; `expected` is the fake's own sequence for the same
 * thing (`fakeId` maps the real id to the fake's), `actual` the real one up to that call.
 */
export function transitionFindings(
  pairs: readonly CallPair[],
  fakeId: (realId: string) => string | undefined,
): Map<number, Finding[]> {
  const fake: Seen = { sequences: new Map(), moves: new Map() };
  for (const p of pairs) follow(p.fake.answer, areaOf(p.real.path), fake);
  const real: Seen = { sequences: new Map(), moves: new Map() };
  const out = new Map<number, Finding[]>();
  for (const p of pairs) {
    const area = areaOf(p.real.path);
    follow(p.real.answer, area, real, (id, from, to, path) => {
      if (fake.moves.get(area)?.has(`${from} → ${to}`)) return;
      const mapped = fakeId(id);
      const expected = (mapped && fake.sequences.get(`${area} ${mapped}`)) || [];
      const actual = real.sequences.get(`${area} ${id}`) ?? [];
      const list = out.get(p.index) ?? [];
      out.set(p.index, list);
      list.push(finding(p.real, 'transition', path, expected.join(' → '), actual.join(' → ')));
    });
  }
  return out;
}
