import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

/** The meta tag the host puts in the page: what the console's boot reads (src/demo/host/hostConfig.ts). */
export const HOST_META = 'demo-host';

/** The page the host serves at /, with its config in a meta tag (no inline script: a strict CSP stays possible). */
export function indexWith(html: string, config: Record<string, unknown>): string {
  const json = JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('<head>', `<head><meta name="${HOST_META}" content="${json}">`);
}

/**
 * The demo build's files (dist-demo): the file asked for, or nothing. Paths are kept inside the folder; hashed assets
 * are cached for good, everything else is asked again.
 */
export function serveBuiltFile(dir: string, path: string, res: ServerResponse, head: boolean): boolean {
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(path));
  } catch {
    return false;
  }
  const file = join(dir, rel);
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': rel.startsWith(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(head ? undefined : readFileSync(file));
  return true;
}
