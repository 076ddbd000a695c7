import { createServer, type Server } from 'node:http';

/** What a changed service does to one answer of the fake's: the call, what it was sent, the answer (to change). */
export interface Change {
  path: string;
  input: Record<string, unknown>;
  answer: { code: number; msg: string; data: unknown };
  /** Answer with this HTTP status instead. */
  status?: number;
}

export interface ChangedService {
  /** The API base clients use, e.g. http://127.0.0.1:40123/api. */
  url: string;
  close(): Promise<void>;
}

/**
 * A "real service" for the drift tests: the fake service (at `fakeOrigin`) behind a proxy that changes its answers
 * as `change` says; everything else (the /__demo controls, media) passes as it is.
 */
export async function changedService(fakeOrigin: string, change: (c: Change) => void): Promise<ChangedService> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k)) headers[k] = v;
    const upstream = await fetch(`${fakeOrigin}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : new Uint8Array(body),
    });
    const text = await upstream.text();
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/api/')) {
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(text);
      return;
    }
    const input =
      req.method === 'GET' ? Object.fromEntries(url.searchParams) : body.length ? JSON.parse(body.toString()) : {};
    const c: Change = { path: url.pathname.slice(4), input, answer: JSON.parse(text) };
    change(c);
    res.writeHead(c.status ?? upstream.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(c.answer));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  const port = typeof a === 'object' && a ? a.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
