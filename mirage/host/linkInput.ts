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
import { ruleMessage } from '../messages';
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

/** A refusal's words in the caller's language (demoHost.refuse in the locale files, as the Share panel shows them). */
export const refuseWords = (lang: Language, key: string, vars: Record<string, string | number> = {}): string =>
  ruleMessage(lang, `demoHost.refuse.${key}`, vars);

/** A refusal naming its field. */
const refusal = (
  lang: Language,
  field: string,
  key: string,
  vars: Record<string, string | number> = {},
): { ok: false; field: string; error: string } => ({ ok: false, field, error: refuseWords(lang, key, vars) });

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
export function checkExpiry(v: unknown, now: number, lang: Language = 'en'): Checked<number> {
  const t = timeOf(v);
  if (t === null || t <= now || t > now + MAX_LINK_LIFETIME_MS) return refusal(lang, 'expiresAt', 'expiresAt');
  return { ok: true, value: t };
}

/**
 * Checks a link's body field by field; the first wrong one is named with what it takes. The account, brand and page
 * are checked for their shape here; that the account and brand exist is the host's check (it knows the data). A
 * studio brand is checked whole here (./studioBrandInput.ts), its rules refused in `lang`.
 */
export function checkLinkInput(body: unknown, now: number, lang: Language = 'en'): Checked<LinkInput> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refusal(lang, 'body', 'body');
  const b = body as Record<string, unknown>;
  for (const k of Object.keys(b)) {
    if (!(FIELDS as readonly string[]).includes(k))
      return refusal(lang, k, 'unknownField', { field: k, fields: FIELDS.join(', ') });
  }
  const label = typeof b.label === 'string' ? b.label.trim() : '';
  if (!label || label.length > LINK_LABEL_MAX) return refusal(lang, 'label', 'label', { max: LINK_LABEL_MAX });
  const brand = b.brand ?? '';
  if (typeof brand !== 'string' || !/^([a-z0-9.-]{1,253}(:\d+)?)?$/i.test(brand))
    return refusal(lang, 'brand', 'brand');
  if (!isLanguage(b.language)) return refusal(lang, 'language', 'language', { list: LANGUAGES.join(', ') });
  if (typeof b.account !== 'string' || !/^1\d{10}$/.test(b.account)) return refusal(lang, 'account', 'account');
  const page = b.page ?? '/';
  if (typeof page !== 'string' || !/^\/[\w\-/?=&.%]{0,200}$/.test(page) || page.startsWith('//'))
    return refusal(lang, 'page', 'page');
  const scene = b.scene ?? '';
  if (scene !== '' && !isSceneName(scene)) return refusal(lang, 'scene', 'scene', { list: SCENE_NAMES.join(', ') });
  const expiry = checkExpiry(b.expiresAt, now, lang);
  if (!expiry.ok) return expiry;
  const passcode = b.passcode ?? '';
  if (
    typeof passcode !== 'string' ||
    (passcode !== '' && (passcode.length < PASSCODE_MIN || passcode.length > PASSCODE_MAX))
  )
    return refusal(lang, 'passcode', 'passcode', { min: PASSCODE_MIN, max: PASSCODE_MAX });
  const max = b.maxOpenings ?? null;
  if (max !== null && (!Number.isInteger(max) || (max as number) < 1 || (max as number) > MAX_LINK_OPENINGS))
    return refusal(lang, 'maxOpenings', 'maxOpenings', { max: MAX_LINK_OPENINGS });
  const from = b.fromSellerData ?? false;
  if (typeof from !== 'boolean') return refusal(lang, 'fromSellerData', 'fromSellerData');
  let studio: DemoBrand | null = null;
  if (b.studioBrand !== undefined && b.studioBrand !== null) {
    const checked = checkStudioBrand(b.studioBrand, lang);
    if (!checked.ok) return checked;
    studio = checked.value;
    if (brand !== '' && brand.toLowerCase() !== studioHost(studio.id)) return refusal(lang, 'brand', 'brandWithStudio');
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
