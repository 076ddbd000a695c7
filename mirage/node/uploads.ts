import { storeUpload } from '../adapter';
import { objectBlob } from '../mediaStore';
import { openUpload } from '../uploadGate';
import { type BodyBudget, drain, type Exchange, readBody, readRefusal } from './parse';
import { mediaScope, type World } from './worlds';

/**
 * The fake object storage over HTTP: a PUT at an upload target the STS call issued (checked before any byte is
 * read, then read up to the size declared), and a GET of a stored object (the addresses answers point at).
 */
export async function putUpload(x: Exchange, world: World, budget: BodyBudget): Promise<void> {
  const { backend } = world;
  const key = x.url.searchParams.get('key') ?? '';
  const scope = mediaScope(world.name);
  const gate = openUpload(backend.db, backend.clock.now(), key, x.url.searchParams.get('sig') ?? '', scope);
  if ('refused' in gate) {
    await drain(x);
    return x.send(gate.refused.status, { error: gate.refused.message(x.lang) });
  }
  const read = await readBody(x, gate.maxBytes, budget);
  if ('refused' in read && read.refused === 'busy') {
    const r = readRefusal(x, 'busy', gate.maxBytes, budget);
    return x.send(r.status, { error: r.reply.msg }, r.headers);
  }
  const bytes = 'body' in read ? new Uint8Array(read.body) : undefined;
  const blob = bytes ? new Blob([bytes]) : null;
  // With --persist the file is on disk before the 200 leaves (a full disk answers 503 and stores nothing).
  const bad = storeUpload(gate.source, key, blob, scope, bytes);
  if (bad) return x.send(bad.status, { error: bad.message(x.lang) });
  x.send(200, {});
}

/** `world`: the name of the sandbox (the address names it, as an <img> sends no header); nothing is made for a read. */
export async function getObject(x: Exchange, world: string): Promise<void> {
  await drain(x);
  const blob = objectBlob(x.url.searchParams.get('key') ?? '', mediaScope(world));
  if (!blob) return x.send(404, { error: 'no object' });
  // A made file says what it is (video/webm, audio/wav), so a player takes it; an upload's bytes are only bytes.
  x.res.writeHead(200, { 'content-type': blob.type || 'application/octet-stream' });
  x.res.end(Buffer.from(await blob.arrayBuffer()));
}
