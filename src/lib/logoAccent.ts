import { accentFromPixels } from '../domain/logoColor';

/** The logo is drawn this many pixels square: enough to count its colours, cheap to read back. */
const SAMPLE = 48;
const cache = new Map<string, Promise<string | null>>();

async function sample(url: string): Promise<string | null> {
  const img = new Image();
  // A logo on another host is read only when that host allows it (CORS); otherwise the canvas would be tainted.
  if (!url.startsWith('data:')) img.crossOrigin = 'anonymous';
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, SAMPLE, SAMPLE);
  return accentFromPixels(ctx.getImageData(0, 0, SAMPLE, SAMPLE).data);
}

/**
 * The accent colour a brand's logo gives (src/domain/logoColor.ts), sampled on a canvas in the browser, in production
 * as in the demo; null when the logo cannot be read (missing, another host without CORS) or has no colour. Each logo is
 * read once per page.
 */
export function logoAccent(url: string): Promise<string | null> {
  if (!url || typeof document === 'undefined') return Promise.resolve(null);
  let p = cache.get(url);
  if (!p) {
    p = sample(url).catch(() => null);
    cache.set(url, p);
  }
  return p;
}
