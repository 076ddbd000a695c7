import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { MediaBusy } from '../media/jobs';

/**
 * fake:serve's speech runs off the event loop: a small pool of worker threads, a bounded queue per sandbox (world)
 * and one for the server, a time limit per job, and a worker that dies or overruns replaced. A call that would queue
 * past a bound is refused at once (mirage/adapter.ts answers 503 with Retry-After), so a burst of long generations
 * holds neither the server's other calls nor its memory: at most `workers` scripts are being spoken at a time, each
 * bounded by the script rules (src/domain/script.ts SCRIPT_AUDIO_MAX_S), and the queues hold only their requests.
 */
export interface PoolLimits {
  /** Worker threads: one fewer than the cores (the event loop keeps one), at least 1, at most 4. */
  workers: number;
  /** Jobs queued or running for one world. */
  perWorld: number;
  /** Jobs queued or running for all worlds together. */
  total: number;
  /** Real ms a job may run; then its worker is stopped (and replaced) and the job fails. */
  jobMs: number;
  /** What a refused call is told to wait, in seconds. */
  retryAfterS: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  perWorld: 4,
  total: 16,
  jobMs: 10 * 60_000,
  retryAfterS: 10,
};

/** The messages a pool's worker takes and gives: a task with its id; the result or the error, with the same id. */
export type PoolReply<R> = { id: number; error: string } | ({ id: number } & R);

interface Job<T, R> {
  id: number;
  scope: string;
  task: T;
  resolve: (r: R) => void;
  reject: (e: Error) => void;
}

interface Slot<T, R> {
  worker: Worker;
  job: Job<T, R> | null;
  timer: NodeJS.Timeout | null;
  /** Stopped on purpose (an overrun job, the pool closing): its exit is not a death to report. */
  stopping: boolean;
}

/** A worker that died while starting this many times in a row: the pool stops starting them and fails its jobs. */
const START_FAILURES_MAX = 3;

export class WorkerPool<T extends object, R> {
  private readonly slots: Slot<T, R>[] = [];
  private readonly queue: Job<T, R>[] = [];
  private readonly perScope = new Map<string, number>();
  private count = 0;
  private nextId = 1;
  private startFailures = 0;
  private starting = 0;
  /** When each world with jobs last had one started (a turn number). */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private closed = false;
  private broken: string | null = null;
  /** Workers replaced after dying or overrunning a job. */
  replaced = 0;

  constructor(
    /** Starts one worker thread. */
    private readonly spawn: () => Promise<Worker>,
    readonly limits: PoolLimits = DEFAULT_POOL_LIMITS,
  ) {}

  /** Why a new job of the world `scope` would be refused now (its queue or the server's is full), or null. */
  busy(scope: string): MediaBusy | null {
    const { perWorld, total, retryAfterS } = this.limits;
    if ((this.perScope.get(scope) ?? 0) >= perWorld) return { queue: 'sandbox', max: perWorld, retryAfterS };
    if (this.count >= total) return { queue: 'server', max: total, retryAfterS };
    return null;
  }

  /** Jobs queued or running: for `scope`, or for all. */
  load(scope?: string): number {
    return scope === undefined ? this.count : (this.perScope.get(scope) ?? 0);
  }

  /** Runs `task` on a worker, after the jobs before it; refused at once past the bounds. */
  run(scope: string, task: T): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the speech pool is closed'));
    if (this.broken) return Promise.reject(new Error(this.broken));
    const full = this.busy(scope);
    if (full) return Promise.reject(new Error(`the ${full.queue}'s speech queue is full (${full.max})`));
    this.count += 1;
    this.perScope.set(scope, (this.perScope.get(scope) ?? 0) + 1);
    return new Promise<R>((resolve, reject) => {
      const job: Job<T, R> = { id: this.nextId++, scope, task, resolve, reject };
      this.queue.push(job);
      void this.fill();
    });
  }

  /** Stops every worker; jobs not done fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.finish(job, new Error('the speech pool closed'));
    await Promise.all(
      this.slots.splice(0).map((s) => {
        s.stopping = true;
        if (s.job) this.finish(s.job, new Error('the speech pool closed'));
        if (s.timer) clearTimeout(s.timer);
        return s.worker.terminate();
      }),
    );
  }

  /** Starts workers up to the pool's size (no more than there are jobs), and gives each free one a job. */
  private async fill(): Promise<void> {
    while (
      this.slots.length + this.starting < Math.min(this.limits.workers, this.count) &&
      !this.closed &&
      !this.broken
    ) {
      this.starting += 1;
      let worker: Worker;
      try {
        worker = await this.spawn();
      } catch (e) {
        this.starting -= 1;
        return this.giveUp(`the speech workers cannot start: ${e instanceof Error ? e.message : String(e)}`);
      }
      this.starting -= 1;
      if (this.closed) {
        void worker.terminate();
        return;
      }
      const slot: Slot<T, R> = { worker, job: null, timer: null, stopping: false };
      this.slots.push(slot);
      this.watch(slot);
    }
    for (const slot of this.slots) this.next(slot);
  }

  private watch(slot: Slot<T, R>): void {
    const started = Date.now();
    slot.worker.on('message', (reply: PoolReply<R>) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      this.startFailures = 0;
      this.done(slot);
      if ('error' in reply) this.finish(job, new Error(reply.error));
      else this.finish(job, null, reply);
      this.next(slot);
    });
    slot.worker.on('error', () => {});
    slot.worker.on('exit', (code) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      const job = slot.job;
      this.done(slot);
      if (slot.stopping || this.closed) return;
      if (job) this.finish(job, new Error(`the speech worker stopped (exit code ${code})`));
      this.replaced += 1;
      if (Date.now() - started < 1000 && !job && ++this.startFailures >= START_FAILURES_MAX)
        return this.giveUp(`the speech workers stop as they start (exit code ${code})`);
      void this.fill();
    });
  }

  /**
   * The next job for a free worker: of the world with the fewest jobs running, then of the world served longest ago,
   * then the oldest. Worlds take turns: one that asked for many cannot keep the others waiting behind its queue.
   */
  private next(slot: Slot<T, R>): void {
    if (!this.queue.length || slot.job || this.closed) return;
    const running = (scope: string) => this.slots.filter((s) => s.job?.scope === scope).length;
    const rank = (job: Job<T, R>) => [running(job.scope), this.served.get(job.scope) ?? 0];
    let pick = 0;
    for (let i = 1; i < this.queue.length; i++) {
      const [r, s] = rank(this.queue[i]);
      const [pr, ps] = rank(this.queue[pick]);
      if (r < pr || (r === pr && s < ps)) pick = i;
    }
    const job = this.queue.splice(pick, 1)[0];
    this.served.set(job.scope, ++this.turn);
    slot.job = job;
    slot.timer = setTimeout(() => {
      // Over its time: the worker is stopped (a script cannot be interrupted otherwise) and replaced.
      slot.stopping = true;
      this.done(slot);
      this.finish(job, new Error(`speech took longer than ${Math.round(this.limits.jobMs / 1000)} s`));
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      this.replaced += 1;
      void slot.worker.terminate().then(() => this.fill());
    }, this.limits.jobMs);
    slot.worker.postMessage({ id: job.id, ...job.task });
  }

  private done(slot: Slot<T, R>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  private finish(job: Job<T, R>, error: Error | null, reply?: R): void {
    this.count -= 1;
    const left = (this.perScope.get(job.scope) ?? 1) - 1;
    if (left > 0) this.perScope.set(job.scope, left);
    else {
      this.perScope.delete(job.scope);
      this.served.delete(job.scope);
    }
    if (error) job.reject(error);
    else job.resolve(reply as R);
  }

  private giveUp(why: string): void {
    this.broken = why;
    console.error(`fake:serve: ${why}; speech falls back to the seeded clips`);
    for (const job of this.queue.splice(0)) this.finish(job, new Error(why));
  }
}
