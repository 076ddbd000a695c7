import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import '../allMessages';
import demo from '../../fixtures/demo.json';
import { type Backend, langOf } from '../backend';
import { Clock } from '../clock';
import { FAULT_HEADER, normalizePath } from '../faults';
import type { Req } from '../handler';
import {
  clearMediaStore,
  configureMediaStore,
  FAKE_OSS_PATH,
  objectBlob,
  putObject,
  setMediaScope,
} from '../mediaStore';
import { serverMessage } from '../messages';
import { bodyRefusal, DEFAULT_MAX_BODY, parseBody, type Refusal, refusal } from '../requestBody';
import { isScenario, type ScenarioName } from '../scenarios';
import { DEFAULT_SEED } from '../seed';
import { SERVE_SESSION_POLICY, type SessionPolicy } from '../sessions';
import { checkUpload, openUpload } from '../uploadGate';
import { demoControl } from './demoControl';
import { backUpStore, loadStore, Store, type StoredWorld } from './persistFile';
import { DEFAULT_WORLD, mediaScope, SANDBOX_HEADER, SANDBOX_NAME, type World, Worlds } from './worlds';

export interface FakeHttpOptions {
  port?: number;
  host?: string;
  seed?: number;
  scenario?: ScenarioName;
  /** Virtual ms per real ms (1: real time). Ignored with `frozen`. */
  speed?: number;
  /** Start at the fixtures' reference date with the clock stopped, as the test mode does. */
  frozen?: boolean;
  /** A JSON file the database, clock and pending faults are kept in between runs. */
  persistFile?: string;
  /** Where the project's files are (fixtures/media, public/), for the seeded media and brand images. */
  root?: string;
  /** Start from the seed, keeping the --persist file as FILE.bak. */
  reset?: boolean;
  /** The largest request body read (bytes); larger ones answer 413. */
  maxBody?: number;
  /** Real ms a sandbox may stay unused before it is dropped. */
  sandboxIdleMs?: number;
  maxSandboxes?: number;
  sessions?: SessionPolicy;
  /** The total size of uploaded objects kept (bytes). */
  mediaCapBytes?: number;
}

export const DEFAULT_SANDBOX_IDLE_MS = 60 * 60 * 1000;
export const DEFAULT_MAX_SANDBOXES = 20;

export interface FakeHttpServer {
  server: Server;
  /** The default world's service. */
  backend: Backend;
  worlds: Worlds;
  /** What a person starting the server should read (the --persist file taken, --reset). */
  notices: string[];
  /** How many times the --persist file was written. */
  writes(): number;
  /** The base URL of the API, e.g. http://127.0.0.1:3100/api. */
  url: string;
  close(): Promise<void>;
}

const API = '/api';
/** The demo controls: a prefix the real service never serves, and which no production build calls. */
export const DEMO_PREFIX = '/__demo';
const TIMEOUT_FAULT_MS = 5_500;
const REFERENCE_TIME = Date.parse(demo.referenceDate);

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
  'x-fake-sandbox',
].join(', ');

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
};

/**
 * Reads a body of at most `limit` bytes; null when it is larger. What comes beyond the limit is read and dropped as
 * it arrives, never kept, so the connection stays usable and the answer (413) reaches the caller.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  let over = Number(req.headers['content-length'] ?? 0) > limit;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (over) continue;
    size += chunk.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
    } else chunks.push(chunk);
  }
  return over ? null : Buffer.concat(chunks);
}

function controlBody(raw: Buffer): Record<string, unknown> {
  const parsed = parseBody('application/json', raw.toString('utf8'), Number.POSITIVE_INFINITY);
  return 'body' in parsed ? parsed.body : {};
}

function plainHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/**
 * The fake service over real HTTP: the same handlers, data, seeds, scenarios, clock and faults as the fake server in
 * the browser (mirage/backend.ts), answering under /api with the same envelope, codes and headers, for mobile apps,
 * curl, Postman and other teams. Demo controls answer under /__demo. A request with X-Fake-Sandbox is served from
 * that sandbox's own world (mirage/node/worlds.ts).
 */
export async function startFakeHttpServer(opts: FakeHttpOptions = {}): Promise<FakeHttpServer> {
  const root = opts.root ?? process.cwd();
  const seed = opts.seed ?? DEFAULT_SEED;
  const scenario = opts.scenario ?? 'default';
  const maxBody = opts.maxBody ?? DEFAULT_MAX_BODY;
  const idleMs = opts.sandboxIdleMs ?? DEFAULT_SANDBOX_IDLE_MS;
  const notices: string[] = [];
  const file = opts.persistFile;
  if (file && opts.reset) {
    const bak = backUpStore(file);
    if (bak) notices.push(`--reset: starting from the seed; the old file is kept as ${bak}`);
  }
  // Throws (a PersistFileError naming the file and the way out) before anything is written.
  const stored = file ? loadStore(file, { seed, scenario }) : null;
  if (stored) notices.push(...stored.notices);
  const snapshotOf = (name: string): StoredWorld | null => {
    const w = worlds.find(name);
    if (!w) return null;
    const b = w.backend;
    return {
      db: b.db,
      clock: b.clock.snapshot(),
      faults: b.faults.pending(),
      createdAt: w.createdAt,
      rand: b.randState(),
    };
  };
  const store = file ? new Store(file, snapshotOf, stored?.journalSeq ?? 0) : null;
  const worlds: Worlds = new Worlds({
    seed,
    scenario,
    clock: () => (opts.frozen ? Clock.start(REFERENCE_TIME, 0) : Clock.start(Date.now(), opts.speed ?? 1)),
    sessions: opts.sessions ?? SERVE_SESSION_POLICY,
    idleMs,
    maxSandboxes: opts.maxSandboxes ?? DEFAULT_MAX_SANDBOXES,
    // On disk before the answer leaves: the call that changed the data is acknowledged only once it is written.
    onChange: (w, call) => {
      if (call) store?.append(w.name, call);
      else store?.changed(w.name);
    },
    onDrop: (w) => store?.changed(w.name),
  });
  for (const [name, w] of Object.entries(stored?.worlds ?? {})) worlds.restore(name, w);
  // The calls acknowledged after the file was last written whole (a crash, kill -9), replayed in order.
  for (const entry of stored?.journal ?? []) {
    const w = worlds.find(entry.world);
    const code = w ? w.backend.replay(entry) : null;
    if (code !== entry.code) {
      notices.push(`${file}.journal: call ${entry.seq} (${entry.path}) answered ${code} on replay, not ${entry.code}`);
    }
  }
  store?.open(worlds.all().map((w) => w.name));
  const main = worlds.get(DEFAULT_WORLD);
  // Idle sandboxes go within half their idle time (at least every minute) even when no new one is made.
  const sweeper = setInterval(() => worlds.sweep(), Math.min(60_000, Math.max(1000, idleMs / 2)));
  sweeper.unref();

  let base = '';
  const controlOf = (w: World) =>
    demoControl(w.backend, {
      reset: (s?: number, sc?: ScenarioName) => {
        clearMediaStore(mediaScope(w.name));
        w.backend.reset(s ?? w.backend.db.seed, sc && isScenario(sc) ? sc : (w.backend.db.scenario as ScenarioName));
      },
      persist: () => w.backend.onChange(),
    });

  const serveFile = (res: ServerResponse, path: string): boolean => {
    if (!existsSync(path)) return false;
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
    return true;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const origin = req.headers.origin;
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'origin');
    res.setHeader('access-control-allow-headers', CORS_HEADERS);
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const headers = plainHeaders(req);
    const lang = langOf(headers);
    const refuse = (r: Refusal) => send(r.status, r.reply, r.headers);
    // The world: the header's sandbox; media addresses carry it in the query, since an <img> sends no header.
    const name = headers[SANDBOX_HEADER] || url.searchParams.get('sandbox') || DEFAULT_WORLD;
    if (!SANDBOX_NAME.test(name)) {
      await readBody(req, 0);
      return refuse(refusal(lang, 400, 'paramError', { field: 'X-Fake-Sandbox' }));
    }

    if (url.pathname.startsWith(`${DEMO_PREFIX}/`) || url.pathname === DEMO_PREFIX) {
      const raw = await readBody(req, maxBody);
      if (!raw) return refuse(bodyRefusal(lang, { key: 'bodyTooLarge', limit: maxBody }));
      const sub = url.pathname.slice(DEMO_PREFIX.length) || '/';
      if (req.method === 'GET' && sub === '/sandboxes') return send(200, worlds.list());
      const out = controlOf(worlds.get(name))(req.method ?? 'GET', sub, controlBody(raw));
      return send(out.status, out.body);
    }
    // The seeded clips and the brands' images the answers point at.
    if (url.pathname.startsWith('/fixtures/media/') || url.pathname.startsWith('/brands/')) {
      await readBody(req, 0);
      const rel = normalize(url.pathname).replace(/^(\.\.[/\\])+/, '');
      const path = rel.startsWith('/fixtures/') ? join(root, rel) : join(root, 'public', rel);
      if (serveFile(res, path)) return;
      return send(404, { error: 'not found' });
    }
    if (!url.pathname.startsWith(`${API}/`)) {
      await readBody(req, 0);
      return send(404, { error: `not found: the fake service answers under ${API} and ${DEMO_PREFIX}` });
    }
    const path = url.pathname.slice(API.length);
    const world = worlds.get(name);
    const backend = world.backend;
    // The object store serves the world of the call; set again after every wait, as other calls run meanwhile.
    const enter = () => setMediaScope(mediaScope(world.name));
    if (path === FAKE_OSS_PATH && req.method === 'PUT') {
      const key = url.searchParams.get('key') ?? '';
      enter();
      const gate = openUpload(backend.db, backend.clock.now(), key, url.searchParams.get('sig') ?? '');
      if ('refused' in gate) {
        await readBody(req, 0);
        return send(gate.refused.status, { error: gate.refused.message(lang) });
      }
      const raw = await readBody(req, gate.maxBytes);
      enter();
      const bad = checkUpload(gate.source, raw ? raw.length : gate.maxBytes + 1);
      if (bad || !raw) return send(bad?.status ?? 413, { error: bad?.message(lang) });
      if (!putObject(key, new Blob([new Uint8Array(raw)])))
        return send(507, { error: serverMessage(lang, 'storageFull') });
      return send(200, {});
    }
    if (path === '/fakeOss/object' && req.method === 'GET') {
      await readBody(req, 0);
      enter();
      const blob = objectBlob(url.searchParams.get('key') ?? '');
      if (!blob) return send(404, { error: 'no object' });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from(await blob.arrayBuffer()));
      return;
    }
    const method = req.method === 'POST' ? 'post' : req.method === 'GET' ? 'get' : null;
    const raw = await readBody(req, method === 'post' ? maxBody : 0);
    if (!method) {
      const allow = [
        ...new Set(
          backend
            .routeList()
            .filter((r) => r.path === normalizePath(path))
            .map((r) => r.method),
        ),
      ];
      if (!allow.length) return send(200, { code: 404, msg: serverMessage(lang, 'notFound', { path }), data: null });
      const list = allow.map((m) => m.toUpperCase()).join(', ');
      const r = refusal(lang, 405, 'methodNotAllowed', { method: req.method ?? '', path, allow: list });
      return refuse({ ...r, headers: { allow: list } });
    }
    if (!raw && method === 'post') return refuse(bodyRefusal(lang, { key: 'bodyTooLarge', limit: maxBody }));
    const parsed =
      method === 'post'
        ? parseBody(headers['content-type'], (raw ?? Buffer.alloc(0)).toString('utf8'), maxBody)
        : { body: {} };
    if ('refused' in parsed) return refuse(bodyRefusal(lang, parsed.refused));

    enter();
    // Faults are taken here, at the transport, as the browser's adapter takes them (src/app/fakeServer.ts).
    const fault = backend.faults.take(normalizePath(path));
    // An injected fault used up is saved, so a restart does not serve it again.
    if (backend.faults.tookInjected) backend.onChange();
    if (fault === 'network') {
      req.socket.destroy();
      return;
    }
    if (fault === 'timeout') {
      await new Promise((r) => setTimeout(r, TIMEOUT_FAULT_MS));
      return send(200, { code: 50000, msg: 'timeout', data: null });
    }
    if (fault !== null) headers[FAULT_HEADER] = String(fault);
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const host = headers.host ?? 'localhost';
    const request: Req = {
      query,
      body: parsed.body,
      headers,
      host,
      origin: origin ? `${origin}/` : `http://${host}/`,
    };
    const out = backend.handle(method, path, request);
    if ('fault' in out) {
      req.socket.destroy();
      return;
    }
    send(out.status ?? 200, out.reply, out.headers);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    answer(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
    });
  };
  const server = createServer(handle);
  // A client that asks before sending a large body (Expect: 100-continue, as curl does) is refused before it sends.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBody && !(req.url ?? '').includes(FAKE_OSS_PATH)) {
      const r = bodyRefusal(langOf(plainHeaders(req)), { key: 'bodyTooLarge', limit: maxBody });
      res.writeHead(r.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify(r.reply));
      return;
    }
    res.writeContinue();
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 3100, opts.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 3100);
  base = `http://${opts.host === '0.0.0.0' ? 'localhost' : (opts.host ?? '127.0.0.1')}:${port}`;
  configureMediaStore({
    baseUrl: `${base}${API}`,
    persist: false,
    capBytes: opts.mediaCapBytes,
    servedAt: (key, scope) =>
      `${base}${API}/fakeOss/object?key=${encodeURIComponent(key)}${scope ? `&sandbox=${encodeURIComponent(scope)}` : ''}`,
  });
  return {
    server,
    backend: main.backend,
    worlds,
    notices,
    writes: () => store?.writes ?? 0,
    url: `${base}${API}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        store?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
