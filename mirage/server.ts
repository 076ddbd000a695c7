import { createServer, Response } from 'miragejs';
import { CODE_OK } from '../src/domain/constants';
import { Backend, langOf, type Outcome, type ReplyCheck } from './backend';
import { Clock, REFERENCE_TIME } from './clock';
import { DEMO_LATENCY } from './latency';
import { BRAND_HOST_KEY } from './demoApi';
import { answerWithMedia, plainHeaders, storeUpload, TIMEOUT_FAULT_MS, timeoutReply } from './adapter';
import type { Req } from './handler';
import { forgetMediaJobs, installMediaMaker } from './media/jobs';
import { clearMediaStore, configureMediaStore, FAKE_OSS_PATH } from './mediaStore';
import { clearSnapshot, loadSnapshot, type PersistenceKind, saveSnapshot } from './persistence';
import { bodyRefusal, DEFAULT_MAX_BODY, parseBody } from './requestBody';
import { isScenario, type ScenarioName } from './scenarios';
import { DEFAULT_SEED } from './seed';
import { shareSignOuts } from './signOuts';
import { openUpload } from './uploadGate';

export type FakeMode = 'demo' | 'test';

export interface MakeServerOptions {
  mode: FakeMode;
  /** The API base the console calls ('/api' or an absolute URL). */
  baseUrl: string;
  seed?: number;
  scenario?: ScenarioName;
  /** A clock to use; by default demo starts now at real speed and test starts at the reference date, stopped. */
  clock?: Clock;
  persistence?: PersistenceKind;
  /** 'repeatable': tokens without their random part, the same on every run (a test that compares them asks so). */
  tokens?: 'unique' | 'repeatable';
  /** Sees every answer (tests check it against openapi.json). */
  replyCheck?: ReplyCheck;
}

export { REFERENCE_TIME };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FakeServer {
  backend: Backend;
  mode: FakeMode;
  persistence: PersistenceKind;
  shutdown(): void;
  /** Writes the database and clock now (after the clock moves, which changes no data). */
  persist(): void;
  /** Drops the stored data and restarts from the seed (and optionally a new seed or scenario). */
  reset(seed?: number, scenario?: ScenarioName): void;
}

export function makeServer(opts: MakeServerOptions): FakeServer {
  const persistence = opts.persistence ?? (opts.mode === 'demo' ? 'local' : 'session');
  const snap = loadSnapshot(persistence);
  const clock =
    opts.clock ??
    (snap ? new Clock(snap.clock) : opts.mode === 'demo' ? Clock.start(Date.now(), 1) : Clock.start(REFERENCE_TIME, 0));
  const wantSeed = opts.seed ?? DEFAULT_SEED;
  const wantScenario = opts.scenario ?? 'default';
  // A stored database is resumed only when it was made from the same seed and scenario the URL asks for.
  const resume = snap && snap.db.seed === wantSeed && snap.db.scenario === wantScenario ? snap.db : undefined;
  const backend = new Backend({
    seed: wantSeed,
    scenario: wantScenario,
    startAt: clock.now(),
    speed: clock.speed,
    clock,
    db: resume,
    randState: resume ? snap?.rand : undefined,
    tokens: opts.tokens,
    replyCheck: opts.replyCheck,
  });

  if (snap?.faults) backend.faults.restore(snap.faults);
  const save = () => {
    saveSnapshot(persistence, {
      db: backend.db,
      clock: backend.clock.snapshot(),
      faults: backend.faults.pending(),
      rand: backend.randState(),
    });
  };
  // When to write. The database is written whole (JSON), which no moment of use can spare when it is large (~5 MB,
  // ~400 ms for the 10,000-client scenario; even an idle moment is the moment before the next click), nor on every
  // call of a test tab (a few ms each, several calls a page). Those are written when the page is hidden or goes away
  // (a reload, another tab, closing it): the tab's own storage has no other reader until then. The demo's storage is
  // shared by the tabs of the browser, so a small demo database is written at once, for a tab opened next.
  const deferred = () => persistence === 'session' || backend.db.users.length > 2000;
  let unsaved = false;
  const signOuts = opts.mode === 'demo' ? shareSignOuts(backend) : null;
  backend.onChange = (call) => {
    if (call?.path === '/login/clearToken' && call.code === CODE_OK) {
      signOuts?.tell(call.req.headers.token || call.req.headers['x-token'] || '');
    }
    if (persistence === 'none') return;
    if (deferred()) unsaved = true;
    else save();
  };
  const flush = () => {
    if (!unsaved) return;
    unsaved = false;
    save();
  };
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  const listen = typeof window !== 'undefined' && persistence !== 'none';
  if (listen) {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
  }
  if (!resume) backend.onChange();

  configureMediaStore({ baseUrl: opts.baseUrl, persist: opts.mode === 'demo' && persistence === 'local' });
  // Speech and videos are made in the browser, by the browser's own encoders (mirage/media): the studio's code and
  // its 18 MB engine load the first time a file is made. The single-file demo, opened from disk, goes without.
  if (
    import.meta.env.VITE_MEDIA_STUDIO !== 'off' &&
    typeof Worker !== 'undefined' &&
    typeof VideoEncoder !== 'undefined'
  )
    installMediaMaker({
      kinds: ['speech', 'video'],
      make: async (recipe, progress, scope) => {
        const { browserMediaMaker, setVideoMode } = await import('./media/maker');
        setVideoMode(opts.mode);
        return browserMediaMaker.make(recipe, progress, scope);
      },
    });
  const base = opts.baseUrl.replace(/\/+$/, '');
  const absolute = /^https?:\/\//.test(base);
  const urlPrefix = absolute ? new URL(base).origin : '';
  const namespace = absolute ? new URL(base).pathname : base;

  const answer = async (
    method: 'get' | 'post',
    request: {
      url: string;
      queryParams: Record<string, unknown>;
      requestBody: unknown;
      requestHeaders: Record<string, string>;
    },
  ) => {
    if (opts.mode === 'demo') await wait(DEMO_LATENCY[0] + Math.random() * (DEMO_LATENCY[1] - DEMO_LATENCY[0]));
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.queryParams ?? {}))
      query[k] = Array.isArray(v) ? String(v[0]) : String(v ?? '');
    const headers = plainHeaders(request.requestHeaders ?? {});
    // The same limits and refusals as the service over HTTP (mirage/requestBody.ts).
    const raw = method === 'post' && typeof request.requestBody === 'string' ? request.requestBody : '';
    const parsed = parseBody(headers['content-type'], raw, DEFAULT_MAX_BODY);
    if ('refused' in parsed) {
      const r = bodyRefusal(langOf(headers), parsed.refused);
      return new Response(r.status, {}, r.reply);
    }
    const req: Req = {
      query,
      body: parsed.body,
      headers,
      // The demo's brand switch stands for serving the page on that host: the server answers as it would there (the
      // brand's flags, the brand a registration joins).
      host:
        typeof window === 'undefined'
          ? 'localhost'
          : window.localStorage.getItem(BRAND_HOST_KEY) || window.location.host,
      origin:
        typeof window === 'undefined'
          ? 'http://localhost'
          : `${window.location.origin}${window.location.pathname.replace(/[^/]*$/, '')}`,
    };
    const path = request.url.split('?')[0].replace(urlPrefix, '').replace(namespace, '');
    const out: Outcome = await answerWithMedia(backend, method, path, req);
    if ('fault' in out) {
      // A network error is raised at the transport (src/app/fakeServer.ts); here only the timeout remains.
      await wait(TIMEOUT_FAULT_MS);
      return timeoutReply();
    }
    return out.status ? new Response(out.status, out.headers ?? {}, out.reply) : out.reply;
  };

  // Pretender replaces fetch, Request, Response and Headers with a polyfill the console does not use (axios goes
  // through XHR), and React Router's redirects are not recognised as Responses when built from it: put the
  // browser's own back.
  const natives =
    typeof window === 'undefined'
      ? null
      : { fetch: window.fetch, Request: window.Request, Response: window.Response, Headers: window.Headers };
  const server = createServer({
    environment: 'development',
    // Mirage lets a few addresses of other tools through by default (Chrome's check URL, Electron's socket, webpack's
    // hot updates); none is ever asked for here, and registering them was a fifth of its start-up. The service's own
    // passthrough is decided before Mirage (src/app/fakeServer.ts).
    useDefaultPassthroughs: false,
    routes() {
      this.urlPrefix = urlPrefix;
      this.namespace = namespace;
      this.timing = 0;
      // Every path of the API, in both methods, goes to the backend, which knows its calls: a wrong method answers 405
      // with Allow and an unknown path 404, as over HTTP. One route each, not one per call: Mirage builds a handler
      // and a recogniser entry for every route it is given, which for some sixty calls was most of its start-up.
      this.get('/*path', (_s, request) => answer('get', request));
      this.post('/*path', (_s, request) => answer('post', request));
      // The fake object storage the upload targets of getStsACS point at: it takes the bytes as a real bucket would
      // (no envelope), slowly enough in demo mode that the progress bar is seen.
      this.put(
        FAKE_OSS_PATH,
        (_s, request) => {
          const key = String(request.queryParams?.key ?? '');
          const lang = langOf(plainHeaders(request.requestHeaders ?? {}));
          const gate = openUpload(backend.db, backend.clock.now(), key, String(request.queryParams?.sig ?? ''), '');
          if ('refused' in gate) return new Response(gate.refused.status, {}, { error: gate.refused.message(lang) });
          const body: unknown = request.requestBody;
          const bad = storeUpload(gate.source, key, body instanceof Blob ? body : new Blob([]), '');
          return bad ? new Response(bad.status, {}, { error: bad.message(lang) }) : {};
        },
        { timing: opts.mode === 'demo' ? 1500 : 0 },
      );
    },
  });
  // logging: false in the options is ignored by 0.1.48.
  server.logging = false;
  if (natives) Object.assign(window, natives);

  return {
    backend,
    mode: opts.mode,
    persistence,
    shutdown: () => {
      server.shutdown();
      signOuts?.close();
      if (listen) {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onHidden);
      }
    },
    persist: save,
    reset(seed, scenario) {
      clearSnapshot(persistence);
      clearMediaStore('');
      forgetMediaJobs();
      backend.reset(
        seed ?? backend.db.seed,
        scenario && isScenario(scenario) ? scenario : (backend.db.scenario as ScenarioName),
      );
      save();
    },
  };
}
