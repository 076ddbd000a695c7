import { CODE_TOKEN_EXPIRED } from '../src/domain/constants';
import { type Language, toLanguage } from '../src/domain/language';
import { Clock } from './clock';
import type { DbData } from './db';
import { userCan } from './access';
import { FAULT_HEADER, Faults, faultMessageKey, normalizePath, parseFault } from './faults';
import { type Ctx, fail, paramError, type Reply, type Req, type RouteDef } from './handler';
import { nameGeneratedClients } from './scenarios/large';
import { seededNamesIn } from './seededNames';
import { checkInput } from './inputCheck';
import { maskSecrets } from './mask';
import { serverMessage } from './messages';
import { settleDue } from './payments';
import { type MediaFacts, recordMediaFacts, replayMediaFacts } from './mediaStore';
import { type SeededRandom, seededRandom } from './random';
import { refusal } from './requestBody';
import { ROUTES } from './routes';
import { buildDb, DEFAULT_SEED } from './seed';
import type { ScenarioName } from './scenarios';
import { DEFAULT_SESSION_POLICY, SessionIndex, type SessionPolicy } from './sessions';

export interface BackendOptions {
  seed?: number;
  scenario?: ScenarioName;
  /** Where the virtual clock starts and how fast it runs. */
  startAt: number;
  speed: number;
  /** A database to resume from (persistence), instead of the seed. */
  db?: DbData;
  clock?: Clock;
  /** Session expiry and cap (default: no expiry, 10,000 sessions; fake:serve gives tokens a week). */
  sessions?: SessionPolicy;
  /**
   * Makes this world's tokens and ids its own: a sandbox made from the same seed as another would otherwise issue
   * the same tokens, and one sandbox's token would open another.
   */
  salt?: string;
  /** Where the seeded generator resumes (a persisted world). */
  randState?: number;
  /**
   * 'unique' (the default): every token carries a random part drawn when the data is built (at start and at each
   * reset), so no token of one run or reset opens anything in another. 'repeatable': none, for a test that needs the
   * same tokens on every run and asks for them.
   */
  tokens?: 'unique' | 'repeatable';
  /** The random part of a world rebuilt from its seed (a --persist file that keeps only how it was made). */
  tokenNonce?: string;
  /** The instant the seed's data was built at (default: the clock's now). */
  builtAt?: number;
  /**
   * Sees every answer this backend serves. Tests give a check of the answer against openapi.json here (the unit
   * tests' backends, and the demo build in test mode through the e2e page fixture), so a handler that drifts from the
   * document fails the test that called it.
   */
  replyCheck?: ReplyCheck;
  /** The world's part of the fake object storage ('' : the default world's); handlers read it as `ctx.media`. */
  mediaScope?: string;
}

export type ReplyCheck = (method: 'get' | 'post', path: string, reply: Reply) => void;

/** How a world that is still as its seed built it can be made again: no need to keep its records. */
export interface SeedRef {
  seed: number;
  scenario: string;
  /** The virtual instant the data was built at. */
  at: number;
  tokenNonce: string;
}

/** A fresh random part for tokens (crypto: not derived from the seed, so it differs on every run and reset). */
export const freshTokenNonce = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A call that changed data, with everything its answer depended on besides the data: the time, the generator's
 * position and what the object store said. Replaying it on the same data gives the same data (the --persist journal).
 */
export interface CallRecord {
  method: 'get' | 'post';
  path: string;
  req: Req;
  now: number;
  rand: number;
  facts: MediaFacts;
  /** The code it answered (a replay that answers another is reported). */
  code: number;
}

/**
 * What a call produces: a reply (with an HTTP status other than 200 for refusals before any handler, and their
 * headers), or a transport fault the adapter turns into a network error or a timeout.
 */
export type Outcome =
  | { reply: Reply; status?: number; headers?: Record<string, string> }
  | { fault: 'network' | 'timeout' };

export const langOf = (headers: Record<string, string>): Language => toLanguage(headers['accept-language']) ?? 'zh';

/** A call as the request log keeps it: masked, and its texts cut to 200 characters (an upload's data URL). */
export interface LoggedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

const logged = (method: string, path: string, req: Req): LoggedCall => {
  const opts = { maxText: 200 };
  return {
    method,
    path,
    headers: maskSecrets(req.headers, opts),
    query: maskSecrets(req.query, opts),
    body: maskSecrets(req.body, opts),
  };
};

const hash = (s: string): number => {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) >>> 0;
  return h;
};

/**
 * The fake service, without Mirage: the database, the clock, the faults and the routes. Mirage (or a unit test)
 * hands it plain requests and gets plain replies back.
 */
export class Backend {
  db: DbData;
  clock: Clock;
  readonly faults: Faults;
  private rand: SeededRandom;
  private readonly salt: number;
  private readonly sessions: SessionIndex;
  private readonly repeatable: boolean;
  /** The virtual instant the data was built at, and whether no call has changed it since (see seedRef). */
  private builtAt: number;
  private pristine: boolean;
  private readonly routes = new Map<string, RouteDef>();
  /**
   * The latest calls as received, for developers and tests; the newest last. Anyone who can reach the demo controls
   * reads it, so tokens, passwords and mobile numbers are masked as they are logged (mirage/mask.ts).
   */
  readonly log: LoggedCall[] = [];
  /** Called after every call that changed the data (with the call), or after a change of another kind (without). */
  onChange: (call?: CallRecord) => void = () => {};
  private readonly replyCheck: ReplyCheck;
  /** The world's part of the fake object storage ('': the default world's), where its media are made and kept. */
  readonly mediaScope: string;

  constructor(opts: BackendOptions) {
    const seed = opts.seed ?? DEFAULT_SEED;
    this.replyCheck = opts.replyCheck ?? (() => {});
    this.mediaScope = opts.mediaScope ?? '';
    this.salt = opts.salt ? hash(opts.salt) : 0;
    this.sessions = new SessionIndex(opts.sessions ?? DEFAULT_SESSION_POLICY);
    this.clock = opts.clock ?? Clock.start(opts.startAt, opts.speed);
    this.repeatable = opts.tokens === 'repeatable';
    this.builtAt = opts.builtAt ?? this.clock.now();
    this.pristine = !opts.db;
    this.db = opts.db ?? buildDb(seed, opts.scenario ?? 'default', this.builtAt);
    if (!opts.db) this.db.tokenNonce = opts.tokenNonce ?? this.newNonce();
    else nameGeneratedClients(this.db);
    this.rand = seededRandom(this.db.seed * 31 + this.db.users.length + this.db.nextId + this.salt);
    if (opts.randState !== undefined) this.rand.setState(opts.randState);
    this.faults = new Faults(seededRandom(seed + 1 + this.salt));
    for (const r of ROUTES) this.routes.set(`${r.method} ${r.path}`, r);
  }

  private newNonce(): string {
    return this.repeatable ? '' : freshTokenNonce();
  }

  /** How to build this world again while no call has changed its data (then its records need not be kept); else null. */
  seedRef(): SeedRef | null {
    if (!this.pristine) return null;
    return { seed: this.db.seed, scenario: this.db.scenario, at: this.builtAt, tokenNonce: this.db.tokenNonce ?? '' };
  }

  /** The generator's position, kept with the data so a restarted world issues new tokens, not the same ones again. */
  randState(): number {
    return this.rand.state();
  }

  /** Puts the generator back where a call found it (a call the disk refused is taken back whole). */
  setRandState(state: number): void {
    this.rand.setState(state);
  }

  /** Runs a recorded call again on this world's data, at its time and with its generator position; its answer's code. */
  replay(call: CallRecord): number {
    const live = this.clock;
    const onChange = this.onChange;
    this.clock = Clock.frozenAt(call.now);
    this.onChange = () => {};
    this.rand.setState(call.rand);
    replayMediaFacts(call.facts);
    try {
      const out = this.handle(call.method, call.path, call.req);
      return 'reply' in out ? out.reply.code : -1;
    } finally {
      replayMediaFacts(null);
      this.clock = live;
      this.onChange = onChange;
    }
  }

  routeList(): RouteDef[] {
    return [...this.routes.values()];
  }

  /** Restores the seed (optionally another seed or scenario), dropping every change and session. */
  reset(seed = this.db.seed, scenario: ScenarioName = this.db.scenario as ScenarioName): void {
    this.builtAt = this.clock.now();
    this.pristine = true;
    this.db = buildDb(seed, scenario, this.builtAt);
    // A new random part: a token issued before the reset opens nothing after it, even when the same steps follow.
    this.db.tokenNonce = this.newNonce();
    this.rand = seededRandom(seed * 31 + this.salt);
    this.faults.clear();
    this.onChange();
  }

  /** `again`: the same read answered once more (its media now made): not logged a second time. */
  handle(method: 'get' | 'post', rawPath: string, req: Req, again = false): Outcome {
    const path = normalizePath(rawPath);
    if (!again) this.log.push(logged(method, path, req));
    if (this.log.length > 200) this.log.shift();
    const lang = langOf(req.headers);
    const fault = parseFault(req.headers[FAULT_HEADER]);
    if (fault === 'network' || fault === 'timeout') return { fault };
    if (typeof fault === 'number') {
      const msg = serverMessage(lang, faultMessageKey(fault));
      return { reply: { code: fault, msg, data: null } };
    }
    const route = this.routes.get(`${method} ${path}`);
    if (!route) {
      const other = method === 'get' ? 'post' : 'get';
      if (!this.routes.has(`${other} ${path}`)) {
        // An unknown call: HTTP 404 with the envelope, as a wrong method gets 405.
        return { ...refusal(lang, 404, 'notFound', { path }) };
      }
      // A known call with the wrong method: what a web server answers, saying which method it takes.
      const allow = other.toUpperCase();
      const r = refusal(lang, 405, 'methodNotAllowed', { method: method.toUpperCase(), path, allow });
      return { ...r, headers: { allow } };
    }
    // A call happens at one instant: its handler reads one time, which the journal records and a replay gives back.
    const now = this.clock.now();
    const token = req.headers.token ?? req.headers['x-token'] ?? '';
    const found = this.sessions.find(this.db, token, now);
    const session = found && 'session' in found ? found.session : undefined;
    const user = session ? this.db.users.find((u) => u.id === session.userId) : undefined;
    if (route.auth && (!session || !user)) {
      const reply =
        found && 'expired' in found
          ? { code: CODE_TOKEN_EXPIRED, msg: serverMessage(lang, 'tokenExpired'), data: null }
          : { code: 204, msg: serverMessage(lang, 'tokenInvalid'), data: null };
      this.replyCheck(method, path, reply);
      return { reply };
    }
    // The role check of every gated call, in one place for both adapters: a handler never checks roles itself.
    if (route.capability && user && !userCan(user, route.capability)) {
      const reply = fail({ lang }, route.refusal);
      this.replyCheck(method, path, reply);
      return { reply };
    }
    // What the call takes, checked once against openapi.json: a handler reads a typed input and never refuses a shape.
    const checked = checkInput(path, method === 'get' ? req.query : req.body);
    if ('field' in checked) {
      const reply = route.inputRefusal ? fail({ lang }, route.inputRefusal) : paramError({ lang }, checked.field);
      this.replyCheck(method, path, reply);
      return { reply };
    }
    const rand = this.rand.state();
    // Taken before payments due are settled: a settlement is a change too, and its records take ids.
    const before = { db: this.db, nextId: this.db.nextId, sessions: this.db.sessions.length };
    settleDue(this.db, now);
    const facts: MediaFacts = {};
    // Signed-in calls answer in the user's language unless the console says otherwise.
    const ctx = {
      db: this.db,
      clock: Clock.frozenAt(now),
      req,
      input: checked.input,
      lang,
      user,
      session,
      rand: this.rand,
      media: this.mediaScope,
    } as Ctx;
    recordMediaFacts(facts);
    let reply: Reply;
    try {
      reply = route.handler(ctx);
    } finally {
      recordMediaFacts(null);
    }
    // The seed's names in the caller's language (a demo in English reads English names); stored data stays as seeded.
    reply = { ...reply, data: seededNamesIn(reply.data, lang) };
    const signedIn = this.db.sessions.length !== before.sessions;
    if (signedIn) this.sessions.bound(this.db);
    // Only a call that changed data is saved, so a read never writes: a call the call table marks as writing, or one
    // that made a record (new ids) or a session. What a read settles on the way (a payment due) is derived again from the
    // stored data and the clock after a restart.
    if (route.writes || signedIn || this.db.nextId !== before.nextId || this.db !== before.db) {
      this.pristine = false;
      this.onChange({ method, path, req, now, rand, facts, code: reply.code });
    }
    this.replyCheck(method, path, reply);
    return { reply };
  }
}
