import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { parseFieldList, randomMaskKey } from './mask.ts';
import { Recording } from './recording.ts';

/** The part of Vite's dev proxy the recording listens to (http-proxy's events). */
interface ProxyEvents {
  on(event: 'proxyReq', listener: (proxyReq: unknown, req: IncomingMessage) => void): unknown;
  on(event: 'proxyRes', listener: (proxyRes: IncomingMessage, req: IncomingMessage) => void): unknown;
}

/** A body as the service meant it: a compressed answer is read uncompressed. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    // not what it said it was: kept as it came
  }
  return body;
}

/**
 * `npm start` with `DRIFT_RECORD=session.ndjson` (and `VITE_API_PASSTHROUGH`): every call the dev server's proxy sends
 * to the real service is written to that file as `npm run drift -- record` writes it (the same lines, the same masks:
 * `DRIFT_MASK_KEY`, `DRIFT_MASK` for more fields). Only the passthrough's calls are recorded: the fake in the page
 * answers the rest.
 */
export function recordDevProxy(
  proxy: ProxyEvents,
  env: Record<string, string | undefined>,
  apiPrefix = '/api',
): Recording {
  const recording = new Recording(env.DRIFT_RECORD ?? null, {
    key: env.DRIFT_MASK_KEY || randomMaskKey(),
    fields: parseFieldList(env.DRIFT_MASK),
  });
  const started = new WeakMap<IncomingMessage, { seq: number; t: number; at: number; body: Buffer[] }>();
  proxy.on('proxyReq', (_proxyReq, req) => {
    const seen = { seq: recording.next(), t: Date.now(), at: performance.now(), body: [] as Buffer[] };
    started.set(req, seen);
    req.on('data', (c: Buffer) => seen.body.push(c));
  });
  proxy.on('proxyRes', (proxyRes, req) => {
    const seen = started.get(req);
    if (!seen) return;
    const chunks: Buffer[] = [];
    proxyRes.on('data', (c: Buffer) => chunks.push(c));
    proxyRes.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://dev');
      const encoding = proxyRes.headers['content-encoding'];
      recording.add({
        seq: seen.seq,
        t: seen.t,
        ms: Math.round(performance.now() - seen.at),
        method: req.method ?? 'GET',
        path: url.pathname.startsWith(apiPrefix) ? url.pathname.slice(apiPrefix.length) || '/' : url.pathname,
        search: url.search,
        headers: req.headers,
        requestBody: Buffer.concat(seen.body),
        status: proxyRes.statusCode ?? 0,
        responseBody: decoded(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : undefined),
      });
    });
  });
  return recording;
}
