import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { drain, type Exchange } from './parse';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

export const isStaticPath = (path: string): boolean =>
  path.startsWith('/fixtures/media/') || path.startsWith('/brands/');

/** The seeded clips and the brands' images the answers point at; anything else there (a folder too) is 404. */
export async function serveStatic(x: Exchange, root: string): Promise<void> {
  await drain(x);
  const rel = normalize(x.url.pathname).replace(/^(\.\.[/\\])+/, '');
  const path = rel.startsWith('/fixtures/') ? join(root, rel) : join(root, 'public', rel);
  if (!existsSync(path) || !statSync(path).isFile()) return x.send(404, { error: 'not found' });
  x.res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  x.res.end(readFileSync(path));
}
