import { DEMO_LATENCY } from '../../mirage/latency.ts';
import type { OpenApiDocument } from '../contract/openapi.ts';
import { type CallPair, Comparer } from './compare.ts';
import type { Finding } from './findings.ts';
import { leaveOut, learnNoise } from './noise.ts';
import { httpTarget, replaySession } from './replay.ts';
import { buildReport, type DriftReport } from './report.ts';
import type { RecordedCall } from './session.ts';
import { transitionFindings } from './transitions.ts';

/** Slower than this many times the fake's slowest demo latency is a `timing` finding. */
export const SLOW_FACTOR = 3;
export const DEFAULT_SLOW_MS = SLOW_FACTOR * DEMO_LATENCY[1];

export interface DriftOptions {
  calls: readonly RecordedCall[];
  /** A second recording of the same session: what differs between the two is noise. */
  baseline?: readonly RecordedCall[];
  /** A running fake's API base; by default a fake started in this process (clock stopped). */
  base?: string;
  doc: OpenApiDocument;
  /** Finding ids accepted (.driftignore). */
  ignore?: ReadonlySet<string>;
  slowMs?: number;
  maskKey?: string;
}

export interface DriftRun {
  report: DriftReport;
  pairs: CallPair[];
}

/** Replays a recording into a fresh sandbox of the fake and compares it call by call: the report. */
export async function runDrift(opts: DriftOptions): Promise<DriftRun> {
  // Loaded only when it runs here: against a running fake (--base) the replay needs none of the fake's code.
  const own = opts.base
    ? null
    : // No videos: the replay's works move on the clock alone, whatever this machine's rendering speed.
      await (await import('../../mirage/node/httpServer.ts')).startFakeHttpServer({
        port: 0,
        frozen: true,
        videos: false,
      });
  try {
    const base = opts.base ?? own?.url ?? '';
    const noise = opts.baseline ? learnNoise(opts.calls, opts.baseline, opts.doc) : null;
    const sandbox = `drift-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const replay = await replaySession(opts.calls, httpTarget(base, sandbox), {
      assigned: noise?.assigned,
      maskKey: opts.maskKey,
    });
    const comparer = new Comparer({ doc: opts.doc, slowMs: opts.slowMs ?? DEFAULT_SLOW_MS });
    const found = new Map<number, Finding[]>();
    for (const p of replay.pairs) found.set(p.index, comparer.compare(p));
    const fakeId = (id: string) => {
      const v = replay.fakeValue(id) ?? replay.fakeValue(Number(id));
      return v === undefined ? id : String(v);
    };
    for (const [index, list] of transitionFindings(replay.pairs, fakeId)) found.get(index)?.push(...list);
    const left = { ignored: 0, noise: 0 };
    for (const p of replay.pairs)
      found.set(p.index, leaveOut(found.get(p.index) ?? [], p.real, opts.ignore, noise, left));
    return { report: buildReport(replay.pairs, found, left), pairs: replay.pairs };
  } finally {
    await own?.close();
  }
}
