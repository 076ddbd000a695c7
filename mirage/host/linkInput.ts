import {
  type DemoLinkOpens,
  LINK_LABEL_MAX,
  MAX_LINK_LIFETIME_MS,
  MAX_LINK_OPENINGS,
  PASSCODE_MAX,
  PASSCODE_MIN,
} from '../../src/domain/demoLinks';
import { type DemoBrand, studioHost } from '../../src/domain/demoBrand';
import { isLanguage, type Language, LANGUAGES } from '../../src/domain/language';
import { isSceneName, SCENE_NAMES } from '../scenes';
import { checkStudioBrand } from './studioBrandInput';

/** A link as the seller asks for it (POST /__demo/links), checked. */
export interface LinkInput extends DemoLinkOpens {
  /** `brand`: a host with a brand of its own ('' for the host's default brand). */
  expiresAt: number;
  passcode: string;
  maxOpenings: number | null;
  fromSellerData: boolean;
  /** A brand of the seller's brand studio, sent whole: the link's `brand` is then its host (<id>.studio.demo). */
  studio: DemoBrand | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; error: string };

const FIELDS = [
  'label',
  'brand',
  'language',
  'account',
  'page',
  'scene',
  'expiresAt',
  'passcode',
  'maxOpenings',
  'fromSellerData',
  'studioBrand',
] as const;

const bad = (field: string, takes: string): Checked<never> => ({ ok: false, field, error: `${field}: ${takes}` });

/** A time as ISO 8601 text or epoch ms. */
function timeOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** The expiry of a link made or extended at `now`: in the future, within MAX_LINK_LIFETIME_MS. */
export function checkExpiry(v: unknown, now: number): Checked<number> {
  const t = timeOf(v);
  if (t === null || t <= now || t > now + MAX_LINK_LIFETIME_MS)
    return bad('expiresAt', 'a time in the next 90 days, as ISO 8601 (2026-12-01T18:00:00Z) or epoch ms');
  return { ok: true, value: t };
}

/**
 * Checks a link's body field by field; the first wrong one is named with what it takes. The account, brand and page
 * are checked for their shape here; that the account and brand exist is the host's check (it knows the data). A
 * studio brand is checked whole here (./studioBrandInput.ts), its rules refused in `lang`.
 */
export function checkLinkInput(body: unknown, now: number, lang: Language = 'en'): Checked<LinkInput> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('body', 'a JSON object');
  const b = body as Record<string, unknown>;
  for (const k of Object.keys(b)) {
    if (!(FIELDS as readonly string[]).includes(k)) return bad(k, `not a field of a link (${FIELDS.join(', ')})`);
  }
  const label = typeof b.label === 'string' ? b.label.trim() : '';
  if (!label || label.length > LINK_LABEL_MAX) return bad('label', `text of 1 to ${LINK_LABEL_MAX} characters`);
  const brand = b.brand ?? '';
  if (typeof brand !== 'string' || !/^([a-z0-9.-]{1,253}(:\d+)?)?$/i.test(brand))
    return bad('brand', 'a host with a brand of its own (acme.localhost), or empty for the default brand');
  if (!isLanguage(b.language)) return bad('language', `one of ${LANGUAGES.join(', ')}`);
  if (typeof b.account !== 'string' || !/^1\d{10}$/.test(b.account))
    return bad('account', 'the mobile number of a demo account (11 digits)');
  const page = b.page ?? '/';
  if (typeof page !== 'string' || !/^\/[\w\-/?=&.%]{0,200}$/.test(page) || page.startsWith('//'))
    return bad('page', 'a page of the console, such as /digital');
  const scene = b.scene ?? '';
  if (scene !== '' && !isSceneName(scene)) return bad('scene', `empty, or one of ${SCENE_NAMES.join(', ')}`);
  const expiry = checkExpiry(b.expiresAt, now);
  if (!expiry.ok) return expiry;
  const passcode = b.passcode ?? '';
  if (
    typeof passcode !== 'string' ||
    (passcode !== '' && (passcode.length < PASSCODE_MIN || passcode.length > PASSCODE_MAX))
  )
    return bad('passcode', `empty, or ${PASSCODE_MIN} to ${PASSCODE_MAX} characters`);
  const max = b.maxOpenings ?? null;
  if (max !== null && (!Number.isInteger(max) || (max as number) < 1 || (max as number) > MAX_LINK_OPENINGS))
    return bad('maxOpenings', `null, or a whole number from 1 to ${MAX_LINK_OPENINGS}`);
  const from = b.fromSellerData ?? false;
  if (typeof from !== 'boolean') return bad('fromSellerData', 'true or false');
  let studio: DemoBrand | null = null;
  if (b.studioBrand !== undefined && b.studioBrand !== null) {
    const checked = checkStudioBrand(b.studioBrand, lang);
    if (!checked.ok) return checked;
    studio = checked.value;
    if (brand !== '' && brand.toLowerCase() !== studioHost(studio.id))
      return bad('brand', 'empty when a studioBrand is sent (the link wears the studio brand)');
  }
  return {
    ok: true,
    value: {
      label,
      brand: studio ? studioHost(studio.id) : brand.toLowerCase(),
      language: b.language,
      account: b.account,
      page,
      scene: scene as string,
      expiresAt: expiry.value,
      passcode,
      maxOpenings: max as number | null,
      fromSellerData: from,
      studio,
    },
  };
}
