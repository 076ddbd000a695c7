import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import demo from '../../fixtures/demo.json';
import { Backend } from '../backend';
import { Clock } from '../clock';
import { DB_VERSION } from '../db';
import { FAULT_HEADER, normalizePath } from '../faults';
import type { Req } from '../handler';
import { clearMediaStore, configureMediaStore, FAKE_OSS_PATH, objectBlob, putObject } from '../mediaStore';
import type { Snapshot } from '../persistence';
import { isScenario, type ScenarioName } from '../scenarios';
import { DEFAULT_SEED } from '../seed';
import { demoControl } from './demoControl';

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
}

export interface FakeHttpServer {
  server: Server;
  backend: Backend;
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function jsonBody(raw: Buffer): Record<string, unknown> {
  if (!raw.length) return {};
  try {
    const v: unknown = JSON.parse(raw.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function plainHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

function loadSnapshot(file: string | undefined): Snapshot | null {
  if (!file || !existsSync(file)) return null;
  try {
    const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    return snap.db?.version === DB_VERSION ? snap : null;
  } catch {
    return null;
  }
}

/**
 * The fake service over real HTTP: the same handlers, data, seeds, scenarios, clock and faults as the fake server in
 * the browser (mirage/backend.ts), answering under /api with the same envelope, codes and headers, for mobile apps,
 * curl, Postman and other teams. Demo controls answer under /__demo.
 */
export async function startFakeHttpServer(opts: FakeHttpOptions = {}): Promise<FakeHttpServer> {
  const root = opts.root ?? process.cwd();
  const seed = opts.seed ?? DEFAULT_SEED;
  const scenario = opts.scenario ?? 'default';
  const snap = loadSnapshot(opts.persistFile);
  const resume = snap && snap.db.seed === seed && snap.db.scenario === scenario ? snap : null;
  const clock = resume
    ? new Clock(resume.clock)
    : opts.frozen
      ? Clock.start(REFERENCE_TIME, 0)
      : Clock.start(Date.now(), opts.speed ?? 1);
  const backend = new Backend({ seed, scenario, startAt: clock.now(), speed: clock.speed, clock, db: resume?.db });
  if (resume?.faults) backend.faults.restore(resume.faults);

  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (!opts.persistFile) return;
    const data: Snapshot = { db: backend.db, clock: backend.clock.snapshot(), faults: backend.faults.pending() };
    writeFileSync(opts.persistFile, JSON.stringify(data));
  };
  // Written a moment after a change, not on every call: a list of 10,000 clients is ~5 MB of JSON.
  const persist = () => {
    if (!opts.persistFile || timer) return;
    timer = setTimeout(() => {
      timer = null;
      save();
    }, 200);
  };
  backend.onChange = persist;

  let base = '';
  const reset = (s?: number, sc?: ScenarioName) => {
    clearMediaStore();
    backend.reset(s ?? backend.db.seed, sc && isScenario(sc) ? sc : (backend.db.scenario as ScenarioName));
  };
  const control = demoControl(backend, { reset, persist });

  const serveFile = (res: ServerResponse, file: string): boolean => {
    if (!existsSync(file)) return false;
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
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
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const raw = await readBody(req);

    if (url.pathname.startsWith(`${DEMO_PREFIX}/`) || url.pathname === DEMO_PREFIX) {
      const out = control(req.method ?? 'GET', url.pathname.slice(DEMO_PREFIX.length) || '/', jsonBody(raw));
      send(out.status, out.body);
      return;
    }
    // The seeded clips and the brands' images the answers point at.
    if (url.pathname.startsWith('/fixtures/media/') || url.pathname.startsWith('/brands/')) {
      const rel = normalize(url.pathname).replace(/^(\.\.[/\\])+/, '');
      const file = rel.startsWith('/fixtures/') ? join(root, rel) : join(root, 'public', rel);
      if (serveFile(res, file)) return;
      send(404, { error: 'not found' });
      return;
    }
    if (!url.pathname.startsWith(`${API}/`)) {
      send(404, { error: `not found: the fake service answers under ${API} and ${DEMO_PREFIX}` });
      return;
    }
    const path = url.pathname.slice(API.length);
    if (path === FAKE_OSS_PATH && req.method === 'PUT') {
      const key = url.searchParams.get('key') ?? '';
      if (!key || !raw.length) return send(400, { error: 'no object' });
      putObject(key, new Blob([new Uint8Array(raw)]));
      return send(200, {});
    }
    if (path === '/fakeOss/object' && req.method === 'GET') {
      const blob = objectBlob(url.searchParams.get('key') ?? '');
      if (!blob) return send(404, { error: 'no object' });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from(await blob.arrayBuffer()));
      return;
    }
    const method = req.method === 'POST' ? 'post' : req.method === 'GET' ? 'get' : null;
    if (!method) return send(405, { error: 'method not allowed' });

    const headers = plainHeaders(req);
    // Faults are taken here, at the transport, as the browser's adapter takes them (src/app/fakeServer.ts).
    const fault = backend.faults.take(normalizePath(path));
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
      body: method === 'post' ? jsonBody(raw) : {},
      headers,
      host,
      origin: origin ? `${origin}/` : `http://${host}/`,
    };
    const out = backend.handle(method, path, request);
    if ('fault' in out) {
      req.socket.destroy();
      return;
    }
    send(200, out.reply);
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 3100, opts.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 3100);
  base = `http://${opts.host === '0.0.0.0' ? 'localhost' : (opts.host ?? '127.0.0.1')}:${port}`;
  configureMediaStore({
    baseUrl: `${base}${API}`,
    persist: false,
    servedAt: (key) => `${base}${API}/fakeOss/object?key=${encodeURIComponent(key)}`,
  });
  if (!resume) save();
  return {
    server,
    backend,
    url: `${base}${API}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) {
          clearTimeout(timer);
          timer = null;
          save();
        }
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
