import type { DemoBrand, DemoBrandFlags } from '../src/domain/demoBrand';
import type { Language } from '../src/domain/language';
import type { LoggedCall } from './backend';
import type { PaymentState } from '../src/domain/payment';
import { writeDemoChoice } from './demoChoice';
import type { Fault, PendingFault } from './faults';
import { checkDemoInput, type DemoPayOutcome } from './demoInputs';
import { demoPay } from './payments';
import type { ScenarioName } from './scenarios';
import { SCENES, type SceneName } from './scenes';
import type { FakeServer } from './server';
import { labelHosts, syncStudioBrands } from './studioBrands';

/** The controls that act through the console (its stores, router and messages), attached once it has started. */
export interface ConsoleControls {
  /** Signs in as a demo account. */
  signIn(mobile: string): Promise<void>;
  /** The demo scenes, titled in the console's language. */
  scenes(): Promise<{ name: SceneName; title: string }[]>;
  /** Runs a scene: its data, then its account and page; resolves when the page shows. */
  scene(name: SceneName): Promise<void>;
  /**
   * Shows a brand and resolves once it shows (kept across reloads): a studio brand spec (`{ name, color, logo?,
   * background?, language?, flags? }`, pictures as data URLs; saved in the studio), the name of a saved studio brand,
   * or a host whose brand to show (acme.localhost, a label made with createOem). A string that names a saved brand is
   * that brand; any other string is a host. null goes back to the page's own host.
   */
  brand(target: string | DemoBrandInput | null): Promise<void>;
  /** The URL of this demo (brand, language, scenario, seed, speed; and the account and page asked for). */
  link(options?: DemoLinkOptions): Promise<string>;
}

/**
 * The demo controls for scripts and tests (the README lists them); the Demo drawer calls the same. Whole from the moment it exists: the
 * controls that act through the console (signIn, scenes, scene, brand, link) wait for it, and `ready` resolves once
 * every control works.
 */
export interface DemoApi extends ConsoleControls {
  /** Resolves once the console has started and every control works without waiting. */
  ready: Promise<void>;
  /** Called by the console once started (src/demo/installControls.ts). */
  attachConsole(controls: ConsoleControls): void;
  /** Restores the seed (or another seed and scenario); sessions end. */
  reset(seed?: number, scenario?: ScenarioName): void;
  /**
   * Told when the data starts over (a reset): the console ends its session and drops the calls still out, whose
   * answers belong to the data that was (installed by the console once it has started).
   */
  onReset?: () => void;
  /**
   * How many of the console's calls are not yet settled (sent, or answered and not yet acted on): a script waits for
   * none before it reads the page (installed by the console once it has started).
   */
  callsUnsettled?: () => number;
  /** Moves the virtual clock forward; returns the new time. */
  advance(ms: number): number;
  /** Virtual ms per real ms: 0 stops time, 1 real speed, 60 a minute a second. */
  speed(factor: number): void;
  /** The clock's speed now. */
  speedFactor(): number;
  /** The next `times` calls to `path` answer `fault` (a code, 'network' or 'timeout'). */
  fail(path: string, fault: Fault, times?: number): void;
  /** A share (0..1) of every call fails at random (network error, timeout or a 50000). */
  chaos(rate: number): void;
  chaosRate(): number;
  /** How many calls chaos has failed so far. */
  chaosHits(): number;
  /** The injected faults still waiting for their call. */
  faults(): PendingFault[];
  /** Makes the database's studio brands the saved ones (the studio calls it after each change). */
  syncBrands(brands: readonly DemoBrand[]): void;
  /** The hosts with a brand of their own: the built-in ones and labels made with createOem. */
  labels(): { host: string; name: string }[];
  now(): number;
  /** The latest calls the fake server received, with their headers, query and body (tokens, passwords, mobiles masked). */
  requests(): LoggedCall[];
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
  mode: 'demo' | 'test';
}

export type { DemoPayOutcome };

/** What a script hands window.__demo.brand(): a name in one language or both, and the rest optional. */
export interface DemoBrandInput {
  name: string | { zh: string; en: string };
  color: string;
  logo?: string;
  background?: string;
  language?: Language;
  flags?: Partial<DemoBrandFlags>;
  agreementDomain?: string;
  sharePrefix?: string;
}

export interface DemoLinkOptions {
  /** The demo account to sign in as (mobile); default: the one signed in now. */
  account?: string;
  /** The page to open (a hash path such as /digital); default: the page shown now. */
  page?: string;
  scenario?: string;
  seed?: number;
  speed?: number;
  /** The presenter's Demo controls show for whoever opens the link; by default they do not. */
  tools?: boolean;
}

declare global {
  interface Window {
    __demo?: DemoApi;
    /** Installed by the end-to-end tests: every answer of the fake server, checked there against openapi.json. */
    __contractReply?: (method: string, path: string, reply: unknown) => Promise<void>;
  }
}

/** The same key src/stores/BrandStore.ts reads. */
export const BRAND_HOST_KEY = 'console.brandHost';

/** The arguments a script passed, as a control's body: an argument left out is no field, as over HTTP. */
const given = (args: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));

export function createDemoApi(server: FakeServer): DemoApi {
  const b = server.backend;
  let studio: DemoBrand[] = [];
  let attach: (controls: ConsoleControls) => void = () => {};
  const controls = new Promise<ConsoleControls>((resolve) => {
    attach = resolve;
  });
  return {
    mode: server.mode,
    ready: controls.then(() => undefined),
    attachConsole: (c) => attach(c),
    signIn: async (mobile) => (await controls).signIn(mobile),
    scenes: async () => (await controls).scenes(),
    scene: async (name) => (await controls).scene(name),
    brand: async (target) => (await controls).brand(target),
    link: async (options) => (await controls).link(options),
    reset(seed, scenario) {
      // The same schema as POST /__demo/reset: a seed or scenario it cannot take throws, and nothing is reset.
      const input = checkDemoInput('reset', given({ seed, scenario }));
      this.onReset?.();
      server.reset(input.seed, input.scenario);
      // The studio's brands are not data: they outlive a reset.
      if (studio.length) syncStudioBrands(b.db, studio);
      writeDemoChoice({ seed: b.db.seed, scenario: b.db.scenario as ScenarioName });
    },
    advance: (ms) => {
      const t = b.clock.advance(checkDemoInput('advance', { ms }).ms);
      server.persist();
      return t;
    },
    speed: (f) => {
      b.clock.setSpeed(checkDemoInput('speed', { factor: f }).factor);
      server.persist();
    },
    speedFactor: () => b.clock.speed,
    fail: (path, fault, times = 1) => {
      const input = checkDemoInput('fail', { path, fault, times });
      b.faults.fail(input.path, input.fault, input.times);
      server.persist();
    },
    chaos: (rate) => {
      b.faults.chaos = { rate: checkDemoInput('chaos', { rate }).rate };
    },
    chaosRate: () => b.faults.chaos.rate,
    chaosHits: () => b.faults.chaosHits,
    faults: () => b.faults.pending(),
    syncBrands: (brands) => {
      studio = [...brands];
      syncStudioBrands(b.db, brands);
      server.persist();
    },
    labels: () => labelHosts(b.db),
    now: () => b.clock.now(),
    requests: () => b.log.map((r) => structuredClone(r)),
    seed: () => b.db.seed,
    scenario: () => b.db.scenario,
    pay: (outcome, paymentId) => {
      const input = checkDemoInput('pay', given({ outcome, paymentId }));
      const r = demoPay(b.db, b.clock.now(), input.outcome, input.paymentId);
      server.persist();
      return r;
    },
    stage(name) {
      const scene = SCENES[name];
      if (!scene) throw new Error(`no scene ${name}`);
      server.reset(b.db.seed, scene.scenario ?? 'default');
      // The studio's brands are not data: the brand on show stays through a scene, as through a reset.
      if (studio.length) syncStudioBrands(b.db, studio);
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
