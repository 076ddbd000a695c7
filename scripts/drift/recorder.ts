import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { MaskOptions } from './mask.ts';
import { Recording } from './recording.ts';
import type { RecordedCall } from './session.ts';

export interface RecorderOptions {
  /** The service's API base, e.g. https://staging.example.com/api. */
  target: string;
  port?: number;
  host?: string;
  /** The file the calls are written to (one JSON line each); none: kept in memory only. */
  out?: string | null;
  mask: MaskOptions;
  /** Sees each call once it is written. */
  onCall?: (call: RecordedCall) => void;
}

export interface Recorder {
  /** Where clients send their calls, e.g. http://127.0.0.1:3200/api. */
  url: string;
  /** Whether the target is the fake service: its calls are then stamped with its (virtual) clock. */
  fakeClock: boolean;
  recording: Recording;
  close(): Promise<void>;
}

/** Headers that belong to one connection, never forwarded. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
  'content-length',
  'accept-encoding',
]);
const API = '/api';

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The fake service answers GET /__demo with its clock; a real service does not. */
async function demoNow(origin: string, sandbox: string | undefined): Promise<number | null> {
  try {
    const res = await fetch(`${origin}/__demo`, {
      headers: sandbox ? { 'x-fake-sandbox': sandbox } : {},
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) return null;
    const state = (await res.json()) as { now?: unknown; speed?: unknown };
    return typeof state.now === 'number' && typeof state.speed === 'number' ? state.now : null;
  } catch {
    return null;
  }
}

/**
 * The recording proxy: every request under /api goes to the target's API base and back, and is written as one line
 * (method, path, query, body, the answer and its time). Anything else (a media file, the fake's /__demo controls)
 * is passed to the target's origin and not recorded. The console (VITE_API_BASE_URL), curl, e2e tests or a phone
 * app pointed at it reach the service as before.
 */
export async function startRecorder(opts: RecorderOptions): Promise<Recorder> {
  const target = new URL(opts.target.replace(/\/+$/, ''));
  const base = `${target.origin}${target.pathname.replace(/\/+$/, '')}`;
  const recording = new Recording(opts.out ?? null, opts.mask);
  const fakeClock = (await demoNow(target.origin, undefined)) !== null;
  const server: Server = createServer((req, res) => {
    // A page on another origin (the console on its dev server) may call through the recorder: its preflight is
    // answered here, not recorded, and every answer allows that origin.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('vary', 'origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://recorder');
    const recorded = url.pathname === API || url.pathname.startsWith(`${API}/`);
    const callPath = recorded ? url.pathname.slice(API.length) || '/' : url.pathname;
    const seq = recorded ? recording.next() : 0;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (!HOP.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    (async () => {
      const body = await readBody(req);
      const sandbox = typeof req.headers['x-fake-sandbox'] === 'string' ? req.headers['x-fake-sandbox'] : undefined;
      const t = recorded && fakeClock ? ((await demoNow(target.origin, sandbox)) ?? Date.now()) : Date.now();
      const started = performance.now();
      const upstream = `${recorded ? base : target.origin}${callPath}${url.search}`;
      let status = 502;
      let answer = Buffer.alloc(0);
      try {
        const r = await fetch(upstream, {
          method: req.method,
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
          redirect: 'manual',
        });
        status = r.status;
        answer = Buffer.from(await r.arrayBuffer());
        const out: Record<string, string | string[]> = {};
        r.headers.forEach((v, k) => {
          if (!HOP.has(k) && k !== 'content-encoding' && k !== 'set-cookie' && !k.startsWith('access-control-'))
            out[k] = v;
        });
        const cookies = r.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(status, out);
        res.end(answer);
      } catch (e) {
        const why = e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);
        answer = Buffer.from(JSON.stringify({ error: `the recorder cannot reach ${upstream}: ${why}` }));
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(answer);
      }
      if (!recorded) return;
      const call = recording.add({
        seq,
        t,
        ms: Math.round(performance.now() - started),
        method: req.method ?? 'GET',
        path: callPath,
        search: url.search,
        headers: req.headers,
        requestBody: body,
        status,
        responseBody: answer,
      });
      opts.onCall?.(call);
    })().catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
    });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(e.code === 'EADDRINUSE' ? `port ${opts.port} on ${host} is in use: pass another --port` : e.message),
      ),
    );
    server.listen(opts.port ?? 3200, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 3200);
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${API}`,
    fakeClock,
    recording,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
