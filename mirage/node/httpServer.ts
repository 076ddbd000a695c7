import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import '../allMessages';
import type { Language } from '../../src/domain/language';
import type { Backend, ReplyCheck } from '../backend';
import { Clock, REFERENCE_TIME } from '../clock';
import { FAULT_HEADER } from '../faults';
import { installMediaMaker } from '../media/jobs';
import {
  configureMediaStore,
  DEFAULT_MEDIA_CAP,
  FAKE_OSS_PATH,
  loadBackedObjects,
  type ObjectBacking,
} from '../mediaStore';
import { bodyRefusal, DEFAULT_MAX_BODY, type Refusal, refusal } from '../requestBody';
import type { ScenarioName } from '../scenarios';
import { DEFAULT_SEED } from '../seed';
import { SERVE_SESSION_POLICY, type SessionPolicy } from '../sessions';
import { formatDuration, formatWait } from './cliValues';
import { answerDemo, DEMO_PREFIX } from './demoRoutes';
import { BodyBudget, DEFAULT_MAX_INFLIGHT, drain, type Exchange, exchangeOf } from './parse';
import { demoOriginAllowed } from './origins';
import { objectFiles } from './objectFiles';
import { openPersistence, type Persistence, storeChange } from './persist';
import { PersistFileError, WriteRefused } from './persistFile';
import { answerCall } from './route';
import { nodeSpeechMaker } from './speechMaker';
import type { PoolLimits } from './speechPool';
import { isStaticPath, serveStatic } from './staticFiles';
import { getObject, putUpload } from './uploads';
import { DEFAULT_WORLD, SANDBOX_HEADER, SANDBOX_NAME, type SandboxesFull, Worlds } from './worlds';

export { DEMO_PREFIX };

export interface FakeHttpOptions {
  port?: number;
  host?: string;
  seed?: number;
  scenario?: ScenarioName;
  /** Virtual ms per real ms (1: real time). Ignored with `frozen`. */
  speed?: number;
  /** Start at the fixtures' reference date with the clock stopped, as the test mode does. */
  frozen?: boolean;
  /** A JSON file the database, clock and pending faults are kept in between runs (sandboxes beside it). */
  persistFile?: string;
  /** Where the project's files are (fixtures/media, public/), for the seeded media and brand images. */
  root?: string;
  /** Start from the seed, keeping the --persist file under a backup name (once the server is listening). */
  reset?: boolean;
  /** The largest request body read (bytes); larger ones answer 413. */
  maxBody?: number;
  /** The most bytes all request bodies being read at once may hold; over it a body answers 503. */
  maxInflight?: number;
  /** Real ms a client may take to send a request's headers, and the whole request; then 408 and the socket closes. */
  headerTimeoutMs?: number;
  bodyTimeoutMs?: number;
  /** Real ms a sandbox may stay unused before it is dropped. */
  sandboxIdleMs?: number;
  maxSandboxes?: number;
  sessions?: SessionPolicy;
  /** Each world's cap on the bytes of uploaded objects kept. */
  mediaCapBytes?: number;
  /** The address clients reach the server at, behind a proxy (default: its own origin); media addresses use it. */
  publicUrl?: string;
  /** 'repeatable': tokens without a random part, the same on every run (for a test that asks for that). */
  tokens?: 'unique' | 'repeatable';
  /** Sees every answer of every world (tests check it against openapi.json). */
  replyCheck?: ReplyCheck;
  /** The real time sandboxes idle by (a test moves it itself; Date.now by default). */
  realNow?: () => number;
  /** Every answer carries it in X-Fake-Instance (behind nginx: which instance made it); host:port by default. */
  instance?: string;
  /**
   * Origins whose pages may use the demo controls besides this machine's (localhost, *.localhost, 127.0.0.1);
   * `*` for any. The API answers every origin.
   */
  allowOrigins?: string[];
  /** The speech pool's size, queue bounds and time limit (mirage/node/speechPool.ts; defaults there). */
  speech?: Partial<PoolLimits>;
  /** Frames a second of the videos it makes (--video-fps; default 25). */
  videoFps?: number;
  /**
   * Whether it makes works' videos (default true). A drift replay's own fake makes none: its works then move on the
   * clock alone, as the recording's did, not on how fast this machine renders.
   */
  videos?: boolean;
  /**
   * Builds the media workers' code as it starts, so the first video waits for no build (the demo host, whose
   * prospects make videos); otherwise it is built for the first speech or video asked for.
   */
  warmMedia?: boolean;
  /**
   * Sees every request first (the demo host, mirage/host/demoHost.ts): true when it has answered it; false to let the
   * fake answer it (it may name the caller's sandbox in the X-Fake-Sandbox header first).
   */
  front?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export const DEFAULT_SANDBOX_IDLE_MS = 60 * 60 * 1000;
export const DEFAULT_MAX_SANDBOXES = 20;
export const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

export interface FakeHttpServer {
  server: Server;
  /** The name in every answer's X-Fake-Instance. */
  instance: string;
  /** The default world's service. */
  backend: Backend;
  worlds: Worlds;
  /** What a person starting the server should read (the --persist file taken, --reset). */
  notices: string[];
  /** How many times the --persist file was written. */
  writes(): number;
  /** The base URL of the API, e.g. http://127.0.0.1:3100/api. */
  url: string;
  /**
   * Stops serving, folds the journals into their files and lets the --persist file go (its lock, always). Resolves to
   * what a person should be told: a journal left as it is (a full disk), which still holds every call.
   */
  close(): Promise<string[]>;
}

const API = '/api';
/** Names the instance that made an answer (docs/deploy.md: several instances behind nginx). */
export const INSTANCE_HEADER = 'x-fake-instance';

const CORS_HEADERS = [
  'content-type',
  'token',
  'x-token',
  'platform',
  'oemcode',
  'userid',
  'tokenid',
  'accept-language',
  FAULT_HEADER,
  SANDBOX_HEADER,
].join(', ');

/** A reason the server cannot start (the port, the --persist file): one line for the person who started it. */
export class StartError extends PersistFileError {}

/**
 * CORS: the API answers pages of any origin (a team's web app, the production build served elsewhere); the demo
 * controls only pages of an origin `mayUseDemo` allows, and no other gets the header that lets it read them.
 */
function cors(req: IncomingMessage, res: ServerResponse, allowed: boolean): void {
  const origin = req.headers.origin;
  if (allowed) res.setHeader('access-control-allow-origin', origin ?? '*');
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-headers', CORS_HEADERS);
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('access-control-expose-headers', INSTANCE_HEADER);
}

/**
 * The answer when a new sandbox is refused: 503, naming the cap and the options, how many sandboxes have had no call
 * for a minute, and when the first is dropped (Retry-After too).
 */
function sandboxesFull(x: Exchange, f: SandboxesFull): void {
  const { max, idleMs, idle, freesInMs } = f.full;
  const r = refusal(x.lang, 503, 'sandboxesFull', {
    max,
    idle: formatDuration(idleMs),
    idleCount: idle,
    frees: formatWait(freesInMs),
    // The path is not in the locale files: the production build carries them, and no demo control's name.
    drop: `${DEMO_PREFIX}/sandboxes/NAME`,
  });
  x.refuse({ ...r, headers: { 'retry-after': String(Math.max(1, Math.ceil(freesInMs / 1000))) } });
}

/** How long a client is asked to wait before trying a change the disk refused again. */
const NOT_KEPT_RETRY_S = 30;

/** A change the --persist file could not keep: 503 with Retry-After, saying nothing was changed. */
function notKept(lang: Language, e: WriteRefused): Refusal {
  const r = refusal(lang, 503, 'persistFailed', { reason: e.reason });
  return { ...r, headers: { 'retry-after': String(NOT_KEPT_RETRY_S) } };
}

/** Listens, or says in one line why it cannot. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (e: NodeJS.ErrnoException) => {
      const why =
        e.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is in use (another fake:serve?): pass another --port, or stop that server`
          : `cannot listen on ${host}:${port} (${e.code ?? e.message})`;
      reject(new StartError(why));
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * The fake service over real HTTP: the same handlers, data, seeds, scenarios, clock and faults as the fake server in
 * the browser (mirage/backend.ts), answering under /api with the same envelope, codes and headers, for mobile apps,
 * curl, Postman and other teams. Demo controls answer under /__demo. A request with X-Fake-Sandbox is served from
 * that sandbox's own world (mirage/node/worlds.ts). The parts: parse.ts (bodies and their limits), route.ts (a call),
 * demoRoutes.ts, uploads.ts, staticFiles.ts, persist.ts (the --persist file).
 */
export async function startFakeHttpServer(opts: FakeHttpOptions = {}): Promise<FakeHttpServer> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const scenario = opts.scenario ?? 'default';
  const maxBody = opts.maxBody ?? DEFAULT_MAX_BODY;
  const idleMs = opts.sandboxIdleMs ?? DEFAULT_SANDBOX_IDLE_MS;
  const budget = new BodyBudget(opts.maxInflight ?? DEFAULT_MAX_INFLIGHT);
  if (opts.instance !== undefined && !/^[\x21-\x7e]{1,64}$/.test(opts.instance))
    throw new RangeError(
      `--instance: "${opts.instance}" is not a name such as instance-1 (1-64 visible ASCII characters)`,
    );
  const held: { store?: Persistence['store'] } = {};
  const worlds: Worlds = new Worlds({
    seed,
    scenario,
    clock: () => (opts.frozen ? Clock.start(REFERENCE_TIME, 0) : Clock.start(Date.now(), opts.speed ?? 1)),
    sessions: opts.sessions ?? SERVE_SESSION_POLICY,
    tokens: opts.tokens,
    replyCheck: opts.replyCheck,
    realNow: opts.realNow,
    idleMs,
    maxSandboxes: opts.maxSandboxes ?? DEFAULT_MAX_SANDBOXES,
    // On disk before the answer leaves: the call that changed the data is acknowledged only once it is written.
    onChange: (w, call) => storeChange(held, worlds, w, call),
    onDrop: (w) => held.store?.dropped(w.name),
  });
  const server = createServer({
    headersTimeout: opts.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS,
    requestTimeout: Math.max(opts.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS, opts.headerTimeoutMs ?? 0),
    // How often the timeouts are checked (Node's default, 30 s, would let a stalled request outlive them).
    connectionsCheckingInterval: 500,
  });
  const host = opts.host ?? '127.0.0.1';
  await listen(server, opts.port ?? 3100, host);
  let persistence: Persistence | null = null;
  try {
    // Only now, with the port known to be free: a retry after "port in use" finds the file as it was.
    if (opts.persistFile)
      persistence = openPersistence(opts.persistFile, { reset: opts.reset, seed, scenario }, worlds);
    held.store = persistence?.store;
    worlds.main();
  } catch (e) {
    persistence?.release();
    await new Promise((r) => server.close(r));
    throw e;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 3100);
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const backing = opts.persistFile ? objectFiles(opts.persistFile) : undefined;
  configureMedia((opts.publicUrl ?? base).replace(/\/+$/, ''), opts.mediaCapBytes, backing);
  // The uploads of every kept world (and demo link, `link:ID`) are back before the first request is served; a
  // world with no file any more (set aside, or --reset) starts without its old files.
  if (backing) loadBackedObjects((scope) => scope.includes(':') || !!worlds.find(scope || DEFAULT_WORLD));
  // Generated audio and voice samples are speech, made by the same engine as in the browser, in worker threads.
  const speech = nodeSpeechMaker(opts.speech, opts.root ?? process.cwd(), opts.videoFps, opts.videos ?? true);
  installMediaMaker(speech);
  // A failed build is logged by the first job that needs it (and tried again then).
  if (opts.warmMedia) speech.warm().catch(() => undefined);
  const instance = opts.instance ?? `${hostname()}:${port}`;
  const mayUseDemo = demoOriginAllowed(opts.allowOrigins ?? []);
  const dispatch = makeDispatch({ worlds, maxBody, budget, root: opts.root ?? process.cwd(), mayUseDemo });
  const front = opts.front;
  serveRequests(
    server,
    front ? async (req, res) => void ((await front(req, res)) || (await dispatch(req, res))) : dispatch,
    maxBody,
    instance,
  );
  // Idle sandboxes go within half their idle time (at least every minute) even when no new one is made.
  const sweeper = setInterval(() => worlds.sweep(), Math.min(60_000, Math.max(1000, idleMs / 2)));
  sweeper.unref();
  return {
    server,
    instance,
    // Read at each use: a change the disk refused puts a new service in the world (mirage/node/persist.ts).
    get backend() {
      return worlds.main().backend;
    },
    worlds,
    notices: persistence?.notices ?? [],
    writes: () => persistence?.store.writes ?? 0,
    url: `${base}${API}`,
    close: () =>
      new Promise<string[]>((resolve) => {
        clearInterval(sweeper);
        void speech.pool.close();
        let left: string[] = [];
        try {
          left = persistence?.store.close() ?? [];
        } finally {
          persistence?.release();
        }
        server.closeAllConnections();
        server.close(() => resolve(left));
      }),
  };
}

/** Where answers point at media: seeded clips and uploaded files, at the address clients reach the server at. */
function configureMedia(publicBase: string, capBytes = DEFAULT_MEDIA_CAP, backing?: ObjectBacking): void {
  configureMediaStore({
    baseUrl: `${publicBase}${API}`,
    persist: false,
    capBytes,
    backing,
    seededOrigin: publicBase,
    servedAt: (key, scope) =>
      `${publicBase}${API}/fakeOss/object?key=${encodeURIComponent(key)}${scope ? `&sandbox=${encodeURIComponent(scope)}` : ''}`,
  });
}

/** Hands every request to `dispatch`; a fault becomes an answer in one line (a failed write of --persist too). */
function serveRequests(
  server: Server,
  dispatch: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  maxBody: number,
  instance: string,
): void {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader(INSTANCE_HEADER, instance);
    dispatch(req, res).catch((e: unknown) => {
      const why = e instanceof Error ? e.message : String(e);
      if (e instanceof PersistFileError) console.error(why);
      if (res.headersSent || res.destroyed) return;
      // The disk refused the change (full): it was taken back, and the caller is told so in its language.
      if (e instanceof WriteRefused) {
        const x = exchangeOf(req, res);
        return x.refuse(notKept(x.lang, e));
      }
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, msg: why, data: null }));
    });
  };
  server.on('request', handle);
  // A client that asks before sending a large body (Expect: 100-continue, as curl does) is refused before it sends.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader(INSTANCE_HEADER, instance);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBody && !(req.url ?? '').includes(FAKE_OSS_PATH)) {
      const x = exchangeOf(req, res);
      const r = bodyRefusal(x.lang, { key: 'bodyTooLarge', limit: maxBody });
      return x.send(r.status, r.reply, { connection: 'close' });
    }
    res.writeContinue();
    handle(req, res);
  });
}

/** Sends each request to its part: demo controls, static files, the object storage or a call. */
function makeDispatch(ctx: {
  worlds: Worlds;
  maxBody: number;
  budget: BodyBudget;
  root: string;
  mayUseDemo: (origin: string | undefined) => boolean;
}) {
  const { worlds, maxBody, budget } = ctx;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const x = exchangeOf(req, res);
    const path = x.url.pathname;
    const demo = path === DEMO_PREFIX || path.startsWith(`${DEMO_PREFIX}/`);
    const allowed = !demo || ctx.mayUseDemo(x.headers.origin);
    cors(req, res, allowed);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (!allowed) {
      // Refused before the body is read or anything acts: a page elsewhere cannot reset a sandbox by a form's POST.
      await drain(x);
      return x.refuse(refusal(x.lang, 403, 'demoOriginRefused', { origin: x.headers.origin ?? '' }));
    }
    // The world: the header's sandbox; media addresses carry it in the query, since an <img> sends no header.
    const name = x.headers[SANDBOX_HEADER] || x.url.searchParams.get('sandbox') || DEFAULT_WORLD;
    if (!SANDBOX_NAME.test(name)) {
      await drain(x);
      return x.refuse(refusal(x.lang, 400, 'paramError', { field: 'X-Fake-Sandbox' }));
    }
    if (demo) return answerDemo(x, worlds, name, { maxBody, budget, full: sandboxesFull });
    if (isStaticPath(path)) return serveStatic(x, ctx.root);
    if (!path.startsWith(`${API}/`)) {
      await drain(x);
      return x.send(404, { error: `not found: the fake service answers under ${API} and ${DEMO_PREFIX}` });
    }
    const call = path.slice(API.length);
    if (call === '/fakeOss/object' && req.method === 'GET') return getObject(x, name);
    const world = worlds.get(name);
    if ('full' in world) {
      await drain(x);
      return sandboxesFull(x, world);
    }
    if (call === FAKE_OSS_PATH && req.method === 'PUT') return putUpload(x, world, budget);
    return answerCall(x, world, call, { maxBody, budget });
  };
}
