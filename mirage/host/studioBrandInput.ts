import { brandNameVars } from '../../src/domain/brandName';
import {
  BACKGROUND_PRESETS,
  checkBrand,
  type DemoBrand,
  type DemoBrandFlags,
  DEFAULT_FLAGS,
  MAX_BACKGROUND_BYTES,
  MAX_LOGO_BYTES,
  newBrandId,
  normaliseImage,
} from '../../src/domain/demoBrand';
import { isLanguage, type Language } from '../../src/domain/language';
import { ruleMessage } from '../messages';
import { problemKey } from '../../src/demo/studioText';

/** What a refused field takes: the field named as the body names it (studioBrand.color), in the caller's language. */
export type BrandChecked = { ok: true; value: DemoBrand } | { ok: false; field: string; error: string };

const FIELDS = ['id', 'name', 'color', 'logo', 'background', 'language', 'flags', 'agreementDomain', 'sharePrefix'];
const FLAGS: readonly (keyof DemoBrandFlags)[] = ['unifiedComputingPower', 'showAudition', 'hailuoAudioGeneratePower'];
/** A web address field of a brand (its agreements' domain, its shared videos' prefix): text, never a page's worth. */
const ADDRESS_MAX = 253;

const field = (f: string) => `studioBrand.${f}`;

/**
 * A studio brand sent with a link (POST /__demo/links `studioBrand`), checked as the brand studio checks one before it
 * saves it (src/domain/demoBrand.ts checkBrand: name, colour, pictures, language), plus what only a server must
 * check, since the body may come from a script rather than the studio: every field of the right type and no other,
 * a logo that is a picture's data and nothing else (no address of another site), a background that is a picture's
 * data or one of the presets. A rule of the studio is refused in its own words, in the caller's language.
 */
export function checkStudioBrand(v: unknown, lang: Language): BrandChecked {
  const bad = (f: string, takes: string): BrandChecked => ({
    ok: false,
    field: field(f),
    error: `${field(f)}: ${takes}`,
  });
  const broke = (f: string, key: string, vars?: Record<string, string | number>): BrandChecked => ({
    ok: false,
    field: field(f),
    error: ruleMessage(lang, key, vars),
  });
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return {
      ok: false,
      field: 'studioBrand',
      error: 'studioBrand: a brand of the brand studio ({name: {zh, en}, color, logo, background, language, flags})',
    };
  const b = v as Record<string, unknown>;
  for (const k of Object.keys(b))
    if (!FIELDS.includes(k)) return bad(k, `not a field of a brand (${FIELDS.join(', ')})`);
  const id = b.id ?? newBrandId();
  if (typeof id !== 'string' || !/^[a-z0-9]{1,16}$/.test(id)) return bad('id', '1 to 16 lower-case letters and digits');
  const n = b.name;
  const name =
    typeof n === 'string'
      ? { zh: n, en: n }
      : n && typeof n === 'object' && !Array.isArray(n)
        ? (n as Record<string, unknown>)
        : null;
  if (!name || typeof (name.zh ?? '') !== 'string' || typeof (name.en ?? '') !== 'string')
    return bad('name', 'text, or {zh, en} with text in either');
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  const color = text(b.color);
  if (color === null) return broke('color', 'studio.problem_colorInvalid');
  const logo = text(b.logo ?? '');
  if (logo === null || (logo !== '' && !logo.startsWith('data:'))) return broke('logo', 'studio.problem_logoNotImage');
  const background = text(b.background ?? '');
  if (
    background === null ||
    (background !== '' &&
      !background.startsWith('data:') &&
      !(BACKGROUND_PRESETS as readonly string[]).includes(background))
  )
    return broke('background', 'studio.problem_backgroundNotImage');
  const language = b.language ?? lang;
  if (!isLanguage(language)) return broke('language', 'studio.problem_languageInvalid');
  const f = b.flags ?? {};
  if (!f || typeof f !== 'object' || Array.isArray(f)) return bad('flags', `{${FLAGS.join(', ')}}, each true or false`);
  const flags = { ...DEFAULT_FLAGS };
  for (const [k, x] of Object.entries(f as Record<string, unknown>)) {
    if (!(FLAGS as readonly string[]).includes(k) || typeof x !== 'boolean')
      return bad(`flags.${k}`, `one of ${FLAGS.join(', ')}, true or false`);
    flags[k as keyof DemoBrandFlags] = x;
  }
  const address = (k: 'agreementDomain' | 'sharePrefix'): string | null => {
    const s = b[k] ?? '';
    return typeof s === 'string' && s.length <= ADDRESS_MAX ? s.trim() : null;
  };
  const agreementDomain = address('agreementDomain');
  if (agreementDomain === null) return bad('agreementDomain', `text of at most ${ADDRESS_MAX} characters`);
  const sharePrefix = address('sharePrefix');
  if (sharePrefix === null) return bad('sharePrefix', `text of at most ${ADDRESS_MAX} characters`);
  const brand: DemoBrand = {
    id,
    name: { zh: (name.zh as string | undefined) ?? '', en: (name.en as string | undefined) ?? '' },
    color: color.trim().toLowerCase(),
    // A picture keeps the type its bytes show (an svg sent as png is an svg); one that is none stays, for the rule.
    logo: normaliseImage(logo, MAX_LOGO_BYTES) ?? logo,
    background: normaliseImage(background, MAX_BACKGROUND_BYTES) ?? background,
    language,
    flags,
    agreementDomain,
    sharePrefix,
  };
  const problem = checkBrand(brand);
  if (problem)
    return broke(problem.field, problemKey(problem), problem.problem === 'tooLong' ? brandNameVars : undefined);
  return { ok: true, value: brand };
}
