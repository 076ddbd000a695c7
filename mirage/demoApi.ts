import type { PaymentState } from '../src/domain/payment';
import { writeDemoChoice } from './demoChoice';
import type { Fault, PendingFault } from './faults';
import { demoPay } from './payments';
import type { ScenarioName } from './scenarios';
import { SCENES, type SceneName } from './scenes';
import type { FakeServer } from './server';

/** The demo controls for scripts and tests (design.md section 4); the Demo drawer calls the same. */
export interface DemoApi {
  /** Restores the seed (or another seed and scenario); sessions end. */
  reset(seed?: number, scenario?: ScenarioName): void;
  /** Moves the virtual clock forward; returns the new time. */
  advance(ms: number): number;
  /** Virtual ms per real ms: 0 stops time, 1 real speed, 60 a minute a second. */
  speed(factor: number): void;
  /** The next `times` calls to `path` answer `fault` (a code, 'network' or 'timeout'). */
  fail(path: string, fault: Fault, times?: number): void;
  /** A share (0..1) of every call fails at random (network error, timeout or a 50000). */
  chaos(rate: number): void;
  chaosRate(): number;
  /** How many calls chaos has failed so far. */
  chaosHits(): number;
  /** The injected faults still waiting for their call. */
  faults(): PendingFault[];
  /** Shows another brand's host (kept across reloads); null goes back to the page's own host. */
  brand(host: string | null): void;
  /** Signs in as a demo account (installed by the console once it has started). */
  signIn?: (mobile: string) => Promise<void>;
  now(): number;
  /** The latest calls the fake server received, with their headers. */
  requests(): { method: string; path: string; headers: Record<string, string> }[];
  seed(): number;
  scenario(): string;
  /**
   * Ends a pending payment as the WeChat channel would (the latest pending one when no id is given): paid,
   * failed, expired (its deadline is reached at once) or closed. Returns the payment's state afterwards, or null
   * when there is no such pending payment.
   */
  pay(outcome: DemoPayOutcome, paymentId?: string): PaymentState | null;
  /**
   * A scene's data step (mirage/scenes): the seed's data again (in the scene's scenario), the scene's state on top,
   * and in demo mode the scene's clock speed. Answers who signs in and which page opens; the console does that.
   */
  stage(name: SceneName): { account: string; page: string };
  /** The demo scenes, titled in the console's language (installed by the console once it has started). */
  scenes?: () => { name: SceneName; title: string }[];
  /** Runs a scene: its data, then its account and page; resolves when the page shows (installed by the console). */
  scene?: (name: SceneName) => Promise<void>;
  mode: 'demo' | 'test';
}

export type DemoPayOutcome = 'paid' | 'failed' | 'expired' | 'closed';

declare global {
  interface Window {
    __demo?: DemoApi;
    /** Installed by the end-to-end tests: every answer of the fake server, checked there against openapi.json. */
    __contractReply?: (method: string, path: string, reply: unknown) => Promise<void>;
  }
}

/** The same key src/stores/BrandStore.ts reads. */
export const BRAND_HOST_KEY = 'console.brandHost';

export function createDemoApi(server: FakeServer): DemoApi {
  const b = server.backend;
  return {
    mode: server.mode,
    reset(seed, scenario) {
      server.reset(seed, scenario);
      writeDemoChoice({ seed: b.db.seed, scenario: b.db.scenario as ScenarioName });
    },
    advance: (ms) => {
      const t = b.clock.advance(ms);
      server.persist();
      return t;
    },
    speed: (f) => {
      b.clock.setSpeed(f);
      server.persist();
    },
    fail: (path, fault, times = 1) => {
      b.faults.fail(path, fault, times);
      server.persist();
    },
    chaos: (rate) => {
      b.faults.chaos = { rate: Math.min(1, Math.max(0, rate)) };
    },
    chaosRate: () => b.faults.chaos.rate,
    chaosHits: () => b.faults.chaosHits,
    faults: () => b.faults.pending(),
    brand: (host) => {
      if (host) localStorage.setItem(BRAND_HOST_KEY, host);
      else localStorage.removeItem(BRAND_HOST_KEY);
    },
    now: () => b.clock.now(),
    requests: () => b.log.map((r) => ({ ...r, headers: { ...r.headers } })),
    seed: () => b.db.seed,
    scenario: () => b.db.scenario,
    pay: (outcome, paymentId) => {
      const r = demoPay(b.db, b.clock.now(), outcome, paymentId);
      server.persist();
      return r;
    },
    stage(name) {
      const scene = SCENES[name];
      if (!scene) throw new Error(`no scene ${name}`);
      server.reset(b.db.seed, scene.scenario ?? 'default');
      writeDemoChoice({ seed: b.db.seed, scenario: b.db.scenario as ScenarioName });
      const staged = scene.prepare({ db: b.db, now: b.clock.now(), clock: b.clock });
      // Tests keep the clock stopped and move it themselves.
      if (server.mode === 'demo') b.clock.setSpeed(scene.speed);
      server.persist();
      return { account: scene.account, page: staged?.page ?? scene.page };
    },
  };
}

export function installDemoApi(server: FakeServer): DemoApi {
  const api = createDemoApi(server);
  window.__demo = api;
  return api;
}
