import { describe, expect, it, vi } from 'vitest';
import {
  decodeState,
  type DemoLinkState,
  fitLink,
  LOGO_RENDITIONS,
  linkValue,
  MAX_LINK_CHARS,
  type Redraw,
} from '../../src/demo/demoLink';
import { isToolsKey, toolsParam } from '../../src/demo/presenterTools';
import { checkBrand, sniffImage, toDataUrl } from '../../src/domain/demoBrand';
import { sampleBrand } from './studioHelpers';

/** Bytes that do not compress (as a photo-like PNG's), `n` long, behind a signature. */
function noise(n: number, signature: number[], seed = 2463534242): Uint8Array {
  const bytes = new Uint8Array(n);
  // Each picture its own sequence: two copies of one would compress into one.
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  bytes.set(signature);
  return bytes;
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

/**
 * Stands in for the canvas: a WebP whose size grows with the pixels drawn (about a byte per pixel at the first
 * quality, as a busy picture gives), so only the smaller renditions fit.
 */
const fakeRedraw: Redraw = async (url, px, quality) =>
  toDataUrl(noise(Math.round(px * px * quality * 0.6), WEBP, url.length + px * 1000 + quality * 100), 'webp');

const STATE: DemoLinkState = { language: 'en', account: '13800000005', page: '/voiceclone/index', seed: 1 };
const HREF = 'http://localhost:4173/';

describe('a demo link fits in a chat message', () => {
  it('an 84 kB PNG logo is drawn again smaller until the link is at most 2,000 characters, and it still reads back', async () => {
    const logo = toDataUrl(noise(84_000, PNG), 'png');
    const redraw = vi.fn(fakeRedraw);
    const r = await fitLink(HREF, { ...STATE, brand: sampleBrand({ logo }) }, redraw);
    expect(MAX_LINK_CHARS).toBe(2000);
    if (!r.ok) throw new Error(`too long: ${r.length}`);
    expect(r.url.length).toBeLessThanOrEqual(2000);
    // The largest rendition that fits: the one before it did not.
    const sizes = redraw.mock.calls.map((c) => c[1]);
    expect(sizes[0]).toBe(LOGO_RENDITIONS[0][0]);
    const read = await decodeState(linkValue(r.url) ?? '');
    if (!read.ok) throw new Error('unreadable');
    const brand = read.state.brand;
    expect(brand?.logo.startsWith('data:image/webp;base64,')).toBe(true);
    expect(brand && checkBrand(brand)).toBeNull();
    expect(read.state).toMatchObject({ language: 'en', account: '13800000005', page: '/voiceclone/index' });
    expect(brand?.name).toEqual(sampleBrand().name);
  });

  it('an uploaded background goes smaller, and is left out (said) before the logo goes under the page’s size', async () => {
    const logo = toDataUrl(noise(84_000, PNG), 'png');
    const background = toDataUrl(noise(1_500_000, PNG), 'png');
    const r = await fitLink(HREF, { ...STATE, brand: sampleBrand({ logo, background }) }, fakeRedraw);
    if (!r.ok) throw new Error('too long');
    expect(r.url.length).toBeLessThanOrEqual(2000);
    expect(r.backgroundLeftOut).toBe(true);
    const read = await decodeState(linkValue(r.url) ?? '');
    expect(read.ok && read.state.brand?.background).toBe('');
  });

  it('a link that fits as it is keeps the brand’s pictures untouched', async () => {
    const redraw = vi.fn(fakeRedraw);
    const r = await fitLink(HREF, { ...STATE, brand: sampleBrand() }, redraw);
    expect(r.ok && r.backgroundLeftOut).toBe(false);
    expect(redraw).not.toHaveBeenCalled();
  });

  it('carries whether the presenter’s controls show, off unless asked', async () => {
    const on = await fitLink(HREF, { ...STATE, tools: true }, fakeRedraw);
    const off = await fitLink(HREF, STATE, fakeRedraw);
    const read = async (r: typeof on) => (r.ok ? await decodeState(linkValue(r.url) ?? '') : null);
    expect((await read(on))?.ok && (await read(on))).toMatchObject({ state: { tools: true } });
    const offState = await read(off);
    expect(offState?.ok && offState.state.tools).toBeUndefined();
  });
});

describe('pictures and presenter tools', () => {
  it('knows a WebP by its bytes', () => {
    expect(sniffImage(Uint8Array.from([...WEBP, 1, 2, 3]))).toBe('webp');
    expect(sniffImage(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
  });

  it('reads ?demoTools= from the query or the hash’s query', () => {
    expect(toolsParam('http://h/?demoTools=1#/digital')).toBe(true);
    expect(toolsParam('http://h/#/digital?demoTools=0')).toBe(false);
    expect(toolsParam('http://h/#/digital')).toBeNull();
    expect(toolsParam('http://h/?demoTools=yes')).toBeNull();
  });

  it('Alt+Shift+D and no other keys', () => {
    const k = { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyD' };
    expect(isToolsKey(k)).toBe(true);
    expect(isToolsKey({ ...k, ctrlKey: true })).toBe(false);
    expect(isToolsKey({ ...k, shiftKey: false })).toBe(false);
    expect(isToolsKey({ ...k, code: 'KeyE' })).toBe(false);
  });
});
