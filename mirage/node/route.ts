import { answerWithMedia, TIMEOUT_FAULT_MS, timeoutReply } from '../adapter';
import type { Backend } from '../backend';
import { FAULT_HEADER, normalizePath } from '../faults';
import type { Reply, Req } from '../handler';
import { serverMessage } from '../messages';
import { bodyRefusal, parseBody, type Refusal, refusal } from '../requestBody';
import { formatDuration } from './cliValues';
import { DEMO_PREFIX } from './demoRoutes';
import { type BodyBudget, drain, type Exchange, readBody, readRefusal } from './parse';
import type { World } from './worlds';

/**
 * A network fault as a real dropped connection: the answer begins on a connection marked to close, then the
 * connection is reset mid-answer. A browser that saw no byte of an answer would take a closed connection for a stale
 * keep-alive one and silently send the call again (and the call would be served); having seen the answer begin, it
 * fails the call on the first try.
 */
export function dropConnection(x: Exchange): void {
  x.res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': '64',
    connection: 'close',
  });
  x.res.write('{"code":', () => {
    setTimeout(() => x.req.socket.resetAndDestroy(), 20);
  });
}

/** A path no call has: 404 with the envelope; a known path with another method: 405 with Allow. */
function noSuchCall(x: Exchange, backend: Backend, path: string): Refusal {
  const allow = [
    ...new Set(
      backend
        .routeList()
        .filter((r) => r.path === normalizePath(path))
        .map((r) => r.method.toUpperCase()),
    ),
  ].join(', ');
  if (!allow) return refusal(x.lang, 404, 'notFound', { path });
  const r = refusal(x.lang, 405, 'methodNotAllowed', { method: x.req.method ?? '', path, allow });
  return { ...r, headers: { allow } };
}

/** A token refused in a sandbox that was dropped and made again: the answer says the sandbox went, not the token. */
function saysDropped(x: Exchange, world: World, reply: Reply): Reply {
  const gone = world.droppedBefore;
  if (!gone || reply.code !== 204 || !(x.headers.token || x.headers['x-token'])) return reply;
  const msg = gone.deleted
    ? serverMessage(x.lang, 'sandboxDeleted', { name: world.name, drop: `${DEMO_PREFIX}/sandboxes/${world.name}` })
    : serverMessage(x.lang, 'sandboxDropped', { name: world.name, idle: formatDuration(gone.idleMs) });
  return { ...reply, msg };
}

/** One call under /api: its body parsed, its fault taken, its handler run in the caller's world. */
export async function answerCall(
  x: Exchange,
  world: World,
  path: string,
  limits: { maxBody: number; budget: BodyBudget },
): Promise<void> {
  const { backend } = world;
  const method = x.req.method === 'POST' ? 'post' : x.req.method === 'GET' ? 'get' : null;
  if (!method) {
    await drain(x);
    return x.refuse(noSuchCall(x, backend, path));
  }
  const read = await readBody(x, method === 'post' ? limits.maxBody : 0, limits.budget);
  if ('refused' in read && method === 'post') {
    return x.refuse(readRefusal(x, read.refused, limits.maxBody, limits.budget));
  }
  const raw = 'body' in read ? read.body.toString('utf8') : '';
  const parsed = method === 'post' ? parseBody(x.headers['content-type'], raw, limits.maxBody) : { body: {} };
  if ('refused' in parsed) return x.refuse(bodyRefusal(x.lang, parsed.refused));

  // Faults are taken here, at the transport, as the browser's adapter takes them (src/app/fakeServer.ts).
  const fault = backend.faults.take(normalizePath(path));
  // An injected fault used up is saved, so a restart does not serve it again.
  if (backend.faults.tookInjected) backend.onChange();
  if (fault === 'network') return dropConnection(x);
  if (fault === 'timeout') {
    await new Promise((r) => setTimeout(r, TIMEOUT_FAULT_MS));
    return x.send(200, timeoutReply());
  }
  const headers = { ...x.headers };
  if (fault !== null) headers[FAULT_HEADER] = String(fault);
  const query: Record<string, string> = {};
  for (const [k, v] of x.url.searchParams) query[k] = v;
  const host = headers.host ?? 'localhost';
  const origin = headers.origin;
  const request: Req = {
    query,
    body: parsed.body,
    headers,
    host,
    origin: origin ? `${origin}/` : `http://${host}/`,
  };
  const out = await answerWithMedia(backend, method, path, request);
  if ('fault' in out) return dropConnection(x);
  x.send(out.status ?? 200, saysDropped(x, world, out.reply), out.headers);
}
