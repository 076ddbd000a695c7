import { brandNameFits } from './brandName';
import { brandColorProblem, type BrandColorProblem } from './color';
import { isLanguage, type Language } from './language';

/**
 * A prospect's brand made in the demo's brand studio (demo and test builds only; nothing in production imports this).
 * The fake server serves it as a white-label config on a host of its own (`<id>.studio.demo`), so everything that
 * follows a brand (title, logo, sign-in page, links, the flags the server checks) follows it with no special case.
 */
export interface DemoBrandFlags {
  unifiedComputingPower: boolean;
  showAudition: boolean;
  hailuoAudioGeneratePower: boolean;
}

export interface DemoBrand {
  /** Stable id: the brand's host and code are made from it. */
  id: string;
  name: { zh: string; en: string };
  /** #rrggbb, readable by brandColorProblem. */
  color: string;
  /** A data URL (png, jpeg or svg), or '' for the default logo. */
  logo: string;
  /** A data URL, a preset path (BACKGROUND_PRESETS), or '' for the default. */
  background: string;
  language: Language;
  flags: DemoBrandFlags;
  agreementDomain: string;
  sharePrefix: string;
}

export const MAX_LOGO_BYTES = 500 * 1024;
/** A sign-in background is a whole-screen picture: larger than a logo, still small enough for the browser's storage. */
export const MAX_BACKGROUND_BYTES = 2 * 1024 * 1024;
export const BACKGROUND_PRESETS = ['brands/default/bg.svg', 'brands/acme/bg.svg', 'brands/nova/bg.svg'] as const;
export const STUDIO_HOST_SUFFIX = '.studio.demo';

export const DEFAULT_FLAGS: Readonly<DemoBrandFlags> = {
  unifiedComputingPower: true,
  showAudition: true,
  hailuoAudioGeneratePower: false,
};

/** WebP is what a demo link carries a logo in (src/demo/demoLink.ts fitLink): small, with transparency. */
export type ImageKind = 'png' | 'jpeg' | 'svg' | 'webp';
export const IMAGE_MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/**
 * What an image file is, read from its first bytes (a name or a declared type can lie): PNG's signature, JPEG's SOI
 * marker, or text whose first element is <svg> (after an optional BOM, XML declaration, doctype and comments).
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF, four bytes of length, WEBP.
  if (starts([0x52, 0x49, 0x46, 0x46]) && [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)) return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, '');
  const rest = head
    .trimStart()
    .replace(/^<\?xml[^>]*\?>\s*/i, '')
    .replace(/^(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest) ? 'svg' : null;
}

export type ImageProblem = 'notImage' | 'tooLarge';

/** Checks a picked file's bytes; the data URL carries the sniffed type, whatever the file claimed. */
export function checkImage(
  bytes: Uint8Array,
  maxBytes: number,
): { ok: true; kind: ImageKind } | { ok: false; problem: ImageProblem } {
  if (bytes.length > maxBytes) return { ok: false, problem: 'tooLarge' };
  const kind = sniffImage(bytes);
  return kind ? { ok: true, kind } : { ok: false, problem: 'notImage' };
}

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function base64ToBytes(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export const toDataUrl = (bytes: Uint8Array, kind: ImageKind): string =>
  `data:${IMAGE_MIME[kind]};base64,${bytesToBase64(bytes)}`;

/** The bytes of a data URL (base64 or percent-encoded), or null when it is not one. */
export function dataUrlBytes(url: string): Uint8Array | null {
  const m = /^data:([^,]*?),(.*)$/s.exec(url);
  if (!m) return null;
  try {
    if (m[1].endsWith(';base64')) return base64ToBytes(m[2]);
    return new TextEncoder().encode(decodeURIComponent(m[2]));
  } catch {
    return null;
  }
}

export type BrandProblem =
  | { field: 'name'; problem: 'required' | 'tooLong' }
  | { field: 'color'; problem: BrandColorProblem }
  | { field: 'logo' | 'background'; problem: ImageProblem }
  | { field: 'language'; problem: 'invalid' };

/** Every rule a brand must pass before it is saved or shown; the first failure, or null. */
export function checkBrand(b: Omit<DemoBrand, 'id'>): BrandProblem | null {
  if (!b.name.zh.trim() && !b.name.en.trim()) return { field: 'name', problem: 'required' };
  // Both names follow the one brand-name rule, as a branded label's words do.
  if (!brandNameFits(b.name.zh) || !brandNameFits(b.name.en)) return { field: 'name', problem: 'tooLong' };
  const color = brandColorProblem(b.color);
  if (color) return { field: 'color', problem: color };
  for (const field of ['logo', 'background'] as const) {
    const v = b[field];
    if (!v.startsWith('data:')) continue;
    const bytes = dataUrlBytes(v);
    const r = bytes ? checkImage(bytes, field === 'logo' ? MAX_LOGO_BYTES : MAX_BACKGROUND_BYTES) : null;
    if (!r) return { field, problem: 'notImage' };
    if (!r.ok) return { field, problem: r.problem };
  }
  if (!isLanguage(b.language)) return { field: 'language', problem: 'invalid' };
  return null;
}

/** A data URL rewritten with the type its bytes show (an svg named .png shows as svg), or null when not an image. */
export function normaliseImage(url: string, maxBytes: number): string | null {
  if (!url.startsWith('data:')) return url;
  const bytes = dataUrlBytes(url);
  const r = bytes ? checkImage(bytes, maxBytes) : null;
  return bytes && r?.ok ? toDataUrl(bytes, r.kind) : null;
}

export const studioHost = (id: string): string => `${id.toLowerCase()}${STUDIO_HOST_SUFFIX}`;
export const isStudioHost = (host: string | null | undefined): boolean => !!host?.endsWith(STUDIO_HOST_SUFFIX);
export const studioCode = (id: string): string => `DEMO${id.toUpperCase()}`;

/** A short id from a name and the time: readable in a host name, unique enough for one salesperson's browser. */
export function newBrandId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36).slice(-5)}${Math.floor(random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')}`;
}

/** The brand's name in a language: Chinese in zh, English elsewhere, the other one when that one is empty. */
export function nameIn(name: { zh: string; en: string }, lang: string): string {
  const zh = name.zh.trim();
  const en = name.en.trim();
  return lang === 'zh' ? zh || en : en || zh;
}

/** Reads what a script or a link hands in, keeping only values of the right type. */
export function parseBrand(v: unknown): Omit<DemoBrand, 'id'> & { id?: string } {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  const rawName = o.name;
  const name =
    typeof rawName === 'string'
      ? { zh: rawName, en: rawName }
      : {
          zh: str((rawName as Record<string, unknown> | null)?.zh),
          en: str((rawName as Record<string, unknown> | null)?.en),
        };
  const f = (o.flags && typeof o.flags === 'object' ? o.flags : {}) as Record<string, unknown>;
  const flag = (k: keyof DemoBrandFlags) => (typeof f[k] === 'boolean' ? (f[k] as boolean) : DEFAULT_FLAGS[k]);
  return {
    ...(typeof o.id === 'string' && /^[a-z0-9]{1,16}$/.test(o.id) ? { id: o.id } : {}),
    name,
    color: str(o.color).toLowerCase(),
    logo: str(o.logo),
    background: str(o.background),
    language: isLanguage(o.language) ? o.language : 'zh',
    flags: {
      unifiedComputingPower: flag('unifiedComputingPower'),
      showAudition: flag('showAudition'),
      hailuoAudioGeneratePower: flag('hailuoAudioGeneratePower'),
    },
    agreementDomain: str(o.agreementDomain),
    sharePrefix: str(o.sharePrefix),
  };
}
