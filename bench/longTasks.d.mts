// Types of bench/longTasks.mjs, for its unit test (tests/unit/benchLongTasks.test.ts).
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export interface LongTask {
  ms: number;
  start: number;
  url: string;
}
export interface MarkedTask extends LongTask {
  kind: 'browser' | 'page';
  work?: number;
}
export function taskWork(task: TraceEvent, lookups: TraceEvent[]): number;
export function pageTasks(
  tasks: LongTask[],
  trace: { traceEvents: TraceEvent[] } | null | undefined,
  origin: string,
  slowdown: number,
  fcp: number,
): { tasks: MarkedTask[]; longest: number; longestWall: number };
