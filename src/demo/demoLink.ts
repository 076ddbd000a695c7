import { MAX_SPEED } from '../../mirage/clock';
import { type DemoBrand, parseBrand } from '../domain/demoBrand';
import { isLanguage, type Language } from '../domain/language';

/**
 * The demo link: everything a fresh browser needs to show the same demo, with no server (the static host or the
 * single file from disk). It rides in the query (`?demo=1.<payload>`), which file:// keeps as well as http does, and
 * leaves the hash to the router. The payload is the state as JSON, deflated (the browser's CompressionStream) and
 * base64url-encoded. The leading number is the format's version: a link of another version is refused, never guessed.
 */
export const LINK_PARAM = 'demo';
export const LINK_VERSION = 1;
/** A link must fit in a chat message: chat apps and SMS cut longer ones. */
export const MAX_LINK_CHARS = 2000;

export interface DemoLinkState {
  /** A studio brand, its pictures included. */
  brand?: DemoBrand;
  /** Or a host's brand (a built-in one, or a label made with createOem). */
  host?: string;
  language?: Language;
  scenario?: string;
  seed?: number;
  speed?: number;
  /** The demo account to sign in as (its mobile). */
  account?: string;
  /** The page to open, a hash path such as /digital. */
  page?: string;
  /** The presenter's Demo controls show for whoever opens the link (by default they do not). */
  tools?: boolean;
}

export type LinkError = 'version' | 'corrupt';

async function pump(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The query value for a state: `<version>.<payload>`. */
export async function encodeState(state: DemoLinkState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ v: LINK_VERSION, ...state }));
  return `${LINK_VERSION}.${toBase64Url(await pump(json, new CompressionStream('deflate-raw')))}`;
}

/** Reads a query value back, keeping only values of the right type. */
export async function decodeState(
  value: string,
): Promise<{ ok: true; state: DemoLinkState } | { ok: false; error: LinkError }> {
  const dot = value.indexOf('.');
  if (dot < 1 || value.slice(0, dot) !== String(LINK_VERSION)) return { ok: false, error: 'version' };
  let raw: Record<string, unknown>;
  try {
    const json = await pump(fromBase64Url(value.slice(dot + 1)), new DecompressionStream('deflate-raw'));
    const v: unknown = JSON.parse(new TextDecoder().decode(json));
    if (!v || typeof v !== 'object') return { ok: false, error: 'corrupt' };
    raw = v as Record<string, unknown>;
  } catch {
    return { ok: false, error: 'corrupt' };
  }
  if (raw.v !== LINK_VERSION) return { ok: false, error: 'version' };
  const state: DemoLinkState = {};
  if (raw.brand && typeof raw.brand === 'object') {
    const b = parseBrand(raw.brand);
    if (b.id) state.brand = { ...b, id: b.id };
  }
  if (typeof raw.host === 'string' && /^[a-z0-9.-]{1,253}(:\d+)?$/i.test(raw.host)) state.host = raw.host;
  if (isLanguage(raw.language)) state.language = raw.language;
  if (typeof raw.scenario === 'string') state.scenario = raw.scenario;
  if (Number.isInteger(raw.seed) && (raw.seed as number) > 0) state.seed = raw.seed as number;
  if (typeof raw.speed === 'number' && raw.speed >= 0 && raw.speed <= MAX_SPEED) state.speed = raw.speed;
  if (typeof raw.account === 'string' && /^1\d{10}$/.test(raw.account)) state.account = raw.account;
  if (typeof raw.page === 'string' && raw.page.startsWith('/')) state.page = raw.page;
  if (raw.tools === true) state.tools = true;
  return { ok: true, state };
}

/** The page's own address without query and hash: the same static host, or the same file on disk. */
export const baseUrl = (href: string): string => href.split(/[?#]/)[0] ?? href;

/** The whole link, or 'tooLong' when the state (a large logo, mostly) does not fit MAX_LINK_CHARS. */
export async function buildLink(
  href: string,
  state: DemoLinkState,
): Promise<{ ok: true; url: string } | { ok: false; error: 'tooLong'; length: number }> {
  const url = `${baseUrl(href)}?${LINK_PARAM}=${await encodeState(state)}`;
  return url.length <= MAX_LINK_CHARS ? { ok: true, url } : { ok: false, error: 'tooLong', length: url.length };
}

/** Draws a picture again at most `px` on its longer side, in a compact format at `quality` (0..1): a data URL. */
export type Redraw = (url: string, px: number, quality: number) => Promise<string>;

/**
 * The logo's renditions a link tries, best first: [longest side in px, quality]. The sign-in page shows the logo at
 * 64 px at most, so the first is as good as the page needs; the last fits any picture.
 */
export const LOGO_RENDITIONS: readonly (readonly [number, number])[] = [
  [96, 0.8],
  [64, 0.75],
  [48, 0.6],
  [32, 0.5],
  [24, 0.4],
  [16, 0.3],
];
/** An uploaded background's, best first; it is left out before the logo gets smaller than the page needs. */
export const BACKGROUND_RENDITIONS: readonly (readonly [number, number])[] = [
  [320, 0.4],
  [160, 0.3],
  [64, 0.3],
];

export type FittedLink =
  | { ok: true; url: string; backgroundLeftOut: boolean }
  | { ok: false; error: 'tooLong'; length: number };

/**
 * The link, at most MAX_LINK_CHARS long with any logo and background the studio accepts: the brand's pictures are drawn
 * again smaller (`redraw`, a canvas in the browser) until it fits, the largest logo first; an uploaded background
 * goes smaller, then is left out (the link says so) before the logo goes under the size the page shows.
 */
export async function fitLink(href: string, state: DemoLinkState, redraw: Redraw): Promise<FittedLink> {
  const asIs = await buildLink(href, state);
  if (asIs.ok) return { ...asIs, backgroundLeftOut: false };
  const brand = state.brand;
  if (!brand) return asIs;
  const drawn = new Map<string, Promise<string>>();
  const again = (url: string, [px, q]: readonly [number, number]) => {
    const key = `${px}/${q}/${url.length}/${url.slice(-32)}`;
    const known = drawn.get(key);
    if (known) return known;
    const made = redraw(url, px, q);
    drawn.set(key, made);
    return made;
  };
  const isData = (url: string) => url.startsWith('data:');
  const logos = isData(brand.logo) ? LOGO_RENDITIONS : [];
  const backgrounds = isData(brand.background) ? BACKGROUND_RENDITIONS : [];
  let last = asIs;
  for (const logo of logos.length ? logos : [null]) {
    const logoUrl = logo ? await again(brand.logo, logo) : brand.logo;
    for (const bg of [...backgrounds, null]) {
      const bgUrl = bg ? await again(brand.background, bg) : backgrounds.length ? '' : brand.background;
      const r = await buildLink(href, { ...state, brand: { ...brand, logo: logoUrl, background: bgUrl } });
      if (r.ok) return { ...r, backgroundLeftOut: backgrounds.length > 0 && !bg };
      last = r;
    }
  }
  return last;
}

/** The link's value in a URL (query first; a hash query too, where a router keeps it), or null. */
export function linkValue(href: string): string | null {
  const url = new URL(href);
  const inQuery = url.searchParams.get(LINK_PARAM);
  if (inQuery) return inQuery;
  const hashQuery = url.hash.split('?')[1];
  return hashQuery ? new URLSearchParams(hashQuery).get(LINK_PARAM) : null;
}
