import { toLanguage } from '../src/domain/language';
import { Clock } from './clock';
import type { DbData } from './db';
import { userCan } from './access';
import { FAULT_HEADER, Faults, normalizePath, parseFault } from './faults';
import { type Ctx, fail, type Reply, type Req, type RouteDef } from './handler';
import { serverMessage } from './messages';
import { settleDue } from './payments';
import { seededRandom } from './random';
import { ROUTES } from './routes';
import { buildDb, DEFAULT_SEED } from './seed';
import type { ScenarioName } from './scenarios';

export interface BackendOptions {
  seed?: number;
  scenario?: ScenarioName;
  /** Where the virtual clock starts and how fast it runs. */
  startAt: number;
  speed: number;
  /** A database to resume from (persistence), instead of the seed. */
  db?: DbData;
  clock?: Clock;
}

/** What a call produces: a reply, or a transport fault the adapter turns into a network error or a timeout. */
export type Outcome = { reply: Reply } | { fault: 'network' | 'timeout' };

/**
 * The fake service, without Mirage: the database, the clock, the faults and the routes. Mirage (or a unit test)
 * hands it plain requests and gets plain replies back.
 */
export class Backend {
  db: DbData;
  clock: Clock;
  readonly faults: Faults;
  private rand: () => number;
  private readonly routes = new Map<string, RouteDef>();
  /** The latest calls as received (method, path, headers), for developers and tests; the newest last. */
  readonly log: { method: string; path: string; headers: Record<string, string> }[] = [];
  /** Called after every call that may have changed the data. */
  onChange: () => void = () => {};
  /**
   * Sees every answer of a served call, in every Backend. Tests install a check of the answer against openapi.json
   * here (tests/unit/setup.ts, and the e2e page fixture through test mode), so a handler that drifts from the
   * document fails the test that called it.
   */
  static replyCheck: ((method: 'get' | 'post', path: string, reply: Reply) => void) | null = null;

  constructor(opts: BackendOptions) {
    const seed = opts.seed ?? DEFAULT_SEED;
    this.clock = opts.clock ?? Clock.start(opts.startAt, opts.speed);
    this.db = opts.db ?? buildDb(seed, opts.scenario ?? 'default', this.clock.now());
    this.rand = seededRandom(this.db.seed * 31 + this.db.users.length + this.db.nextId);
    this.faults = new Faults(seededRandom(seed + 1));
    for (const r of ROUTES) this.routes.set(`${r.method} ${r.path}`, r);
  }

  routeList(): RouteDef[] {
    return [...this.routes.values()];
  }

  /** Restores the seed (optionally another seed or scenario), dropping every change and session. */
  reset(seed = this.db.seed, scenario: ScenarioName = this.db.scenario as ScenarioName): void {
    this.db = buildDb(seed, scenario, this.clock.now());
    this.rand = seededRandom(seed * 31);
    this.faults.clear();
    this.onChange();
  }

  handle(method: 'get' | 'post', rawPath: string, req: Req): Outcome {
    const path = normalizePath(rawPath);
    this.log.push({ method, path, headers: req.headers });
    if (this.log.length > 200) this.log.shift();
    const lang = toLanguage(req.headers['accept-language']) ?? 'zh';
    const fault = parseFault(req.headers[FAULT_HEADER]);
    if (fault === 'network' || fault === 'timeout') return { fault };
    if (typeof fault === 'number') {
      const msg = serverMessage(
        lang,
        fault === 204 ? 'tokenInvalid' : fault === -1 ? 'operationFailed' : 'injectedFault',
        { code: fault },
      );
      return { reply: { code: fault, msg, data: null } };
    }
    const route = this.routes.get(`${method} ${path}`);
    if (!route) return { reply: { code: 404, msg: serverMessage(lang, 'notFound', { path }), data: null } };
    const token = req.headers.token ?? req.headers['x-token'] ?? '';
    const session = this.db.sessions.find((s) => s.token === token && !s.cleared);
    const user = session ? this.db.users.find((u) => u.id === session.userId) : undefined;
    if (route.auth && (!session || !user)) {
      const reply = { code: 204, msg: serverMessage(lang, 'tokenInvalid'), data: null };
      Backend.replyCheck?.(method, path, reply);
      return { reply };
    }
    // The role check of every gated call, in one place for both adapters: a handler never checks roles itself.
    if (route.capability && user && !userCan(user, route.capability)) {
      const reply = fail({ lang }, route.refusal);
      Backend.replyCheck?.(method, path, reply);
      return { reply };
    }
    settleDue(this.db, this.clock.now());
    // Signed-in calls answer in the user's language unless the console says otherwise.
    const ctx = { db: this.db, clock: this.clock, req, lang, user, session, rand: this.rand } as Ctx;
    const reply = route.handler(ctx);
    if (method === 'post' || reply.code === 20000) this.onChange();
    Backend.replyCheck?.(method, path, reply);
    return { reply };
  }
}
