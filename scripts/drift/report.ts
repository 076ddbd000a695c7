import type { CallPair } from './compare.ts';
import type { Finding } from './findings.ts';

/** The JSON report, for tools. */
export interface DriftReport {
  summary: {
    calls: number;
    callsWithFindings: number;
    error: number;
    warning: number;
    info: number;
    /** Findings left out: accepted in .driftignore, or noise the baseline showed. */
    ignored: number;
    noise: number;
  };
  calls: {
    index: number;
    method: string;
    path: string;
    status: number;
    /** The real service's HTTP status and code. */
    code: number | null;
    findings: Finding[];
  }[];
}

export function buildReport(
  pairs: readonly CallPair[],
  findings: Map<number, Finding[]>,
  left: { ignored: number; noise: number },
): DriftReport {
  const calls = pairs.map((p) => ({
    index: p.index,
    method: p.real.method,
    path: p.real.path,
    status: p.real.status,
    code: p.real.answer?.code ?? null,
    findings: findings.get(p.index) ?? [],
  }));
  const all = calls.flatMap((c) => c.findings);
  const count = (s: Finding['severity']) => all.filter((f) => f.severity === s).length;
  return {
    summary: {
      calls: calls.length,
      callsWithFindings: calls.filter((c) => c.findings.length).length,
      error: count('error'),
      warning: count('warning'),
      info: count('info'),
      ...left,
    },
    calls,
  };
}

/** The summary line a person reads first. */
export function summaryLine(r: DriftReport): string {
  const s = r.summary;
  const left = s.ignored || s.noise ? ` (left out: ${s.ignored} in .driftignore, ${s.noise} noise)` : '';
  return `${s.calls} calls, ${s.callsWithFindings} with findings: ${s.error} errors, ${s.warning} warnings, ${s.info} info${left}`;
}

/** 1 when any error remains, else 0. */
export const exitCodeOf = (r: DriftReport): number => (r.summary.error > 0 ? 1 : 0);
