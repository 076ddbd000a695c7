import type { LinkState } from '../../src/domain/demoLinks';
import type { Language } from '../../src/domain/language';
import type { DbBrand } from '../db';
import { ruleMessage } from '../messages';

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const t = (lang: Language, key: string, vars?: Record<string, string | number>): string =>
  esc(ruleMessage(lang, `demoHost.${key}`, vars));

/** A safe colour for the page (the brand's, when it is a plain hex colour). */
const colourOf = (b: DbBrand | null): string =>
  b?.themeColor && /^#[0-9a-f]{3,8}$/i.test(b.themeColor) ? b.themeColor : '#13c2c2';

const nameOf = (b: DbBrand | null, lang: Language): string =>
  b ? (lang === 'zh' ? b.words : b.wordsEn || b.words) : '';

/**
 * A logo the page may show: an image of the host's own or a picture's data, never an address elsewhere. An SVG (a
 * studio brand's logo often is one) runs no script as an <img>.
 */
const logoOf = (b: DbBrand | null): string =>
  b?.logo && (/^\/[\w\-./]+$/.test(b.logo) || /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,/.test(b.logo))
    ? b.logo
    : '';

/** The frame of the host's own pages: the brand's colour, logo and name; no console, no script, no data. */
function page(lang: Language, brand: DbBrand | null, body: string): string {
  const name = nameOf(brand, lang);
  const logo = logoOf(brand);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(name)}</title><style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f7f9;color:#1c2127;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:26rem;width:calc(100% - 2rem);border-radius:8px;box-shadow:0 1px 4px #0002;overflow:hidden}
header{background:${colourOf(brand)};color:#fff;padding:1rem 1.25rem;display:flex;gap:.75rem;align-items:center;font-weight:600;font-size:1.1rem}
header img{height:2rem;width:auto;background:#fff;border-radius:4px}
section{padding:1.25rem}h1{font-size:1.2rem;margin:0 0 .5rem}p{margin:.5rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #8f99a8;border-radius:4px}
button{margin-top:1rem;font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:${colourOf(brand)};color:#fff;cursor:pointer}
.error{color:#ac2f33;font-weight:600}
</style></head><body><main><header>${logo ? `<img src="${esc(logo)}" alt="">` : ''}<span>${esc(name)}</span></header><section>${body}</section></main></body></html>`;
}

/** A link that no longer opens (or never existed): says so, and how to ask for a new one. */
export function endedPage(
  lang: Language,
  brand: DbBrand | null,
  why: Exclude<LinkState, 'active'> | 'unknown',
): string {
  const contact = brand?.agentContact ? `<p>${t(lang, 'askContact', { contact: brand.agentContact })}</p>` : '';
  return page(
    lang,
    brand,
    `<h1 data-link-state="${why}">${t(lang, `ended_${why}`)}</h1><p>${t(lang, 'askNew')}</p>${contact}`,
  );
}

/** The passcode form; `error` is the line above it after a wrong try or during the wait. */
export function passcodePage(lang: Language, brand: DbBrand | null, action: string, error = ''): string {
  return page(
    lang,
    brand,
    `<h1>${t(lang, 'passcodeTitle')}</h1><p>${t(lang, 'passcodeLead')}</p>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}"><label for="passcode">${t(lang, 'passcodeLabel')}</label>
<input id="passcode" name="passcode" type="password" autocomplete="off" required maxlength="64" autofocus>
<button type="submit">${t(lang, 'passcodeSubmit')}</button></form>`,
  );
}

/** The host is at its cap of prospects' worlds. */
export const busyPage = (lang: Language, brand: DbBrand | null): string =>
  page(lang, brand, `<h1>${t(lang, 'hostBusy')}</h1>`);

/** A browser that came back from an opening without the cookie it was given (behind nginx the world needs it). */
export const cookiesPage = (lang: Language, brand: DbBrand | null): string =>
  page(lang, brand, `<h1 data-link-state="cookies">${t(lang, 'cookiesNeeded')}</h1>`);

/** The links' store cannot be reached just now (Redis stopped): no link can be read, so no brand either. */
export const awayPage = (lang: Language): string =>
  page(lang, null, `<h1 data-link-state="away">${t(lang, 'storeAway')}</h1>`);
