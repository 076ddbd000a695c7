/**
 * The first screen's inline script: runs in index.html before the first paint, before any module of the console, and
 * puts in #root what the console will draw for this visitor, from what the browser already holds for this host:
 * - signed out: the sign-in page prerendered in the visitor's language (the language chosen last, else Chinese, or
 *   English for a browser that is not Chinese: spec.md section 9), with the brand kept in the white-label cookie, or a
 *   neutral mark and the console's own name on a first visit;
 * - signed in (token cookie): the console frame (sidebar at its saved width, top bar, page area with the page's
 *   title and line in the visitor's language: the first text a person reads, and where the console's page lands).
 * The sign-in page is then hydrated, so what it shows here must be what React draws from the same cookie and language.
 *
 * It is written as one function with no imports, no closures over module state and only syntax every browser the
 * console supports runs: the build inlines its source text (`applyFirstScreen.toString()`) with its configuration.
 */
export interface FirstScreenConfig {
  languages: string[];
  defaultLanguage: string;
  /** <html lang> for each language. */
  htmlLang: Record<string, string>;
  /** The console's own name in each language: the title of a first visit, before the brand is known. */
  defaultName: Record<string, string>;
  /** The sign-in page's title in each language, for the document title. */
  loginTitle: Record<string, string>;
  /** Written into the prerendered markup where the brand's values go. */
  markers: { name: string; logo: string; bg: string; domainBase: string; code: string; title: string; desc: string };
  /** The background attribute exactly as React writes it around the bg marker; dropped when the brand has none. */
  bgAttr: string;
  neutralMark: string;
  cookies: { token: string; brand: string };
  storage: { language: string; sidebarOpened: string };
  breakpoint: number;
  /** Paths the sign-in page does not show on (they draw themselves once the console is up). */
  otherPublicPaths: string[];
  /** Where `/` lands. */
  homePath: string;
  /** The console's pages: a pattern of the path (`:id` for any one segment) and its key in `headings`. */
  pages: Array<[string, string]>;
  /** Each page's title and line in each language, as its header draws them. */
  headings: Record<string, Record<string, [string, string]>>;
}

/** Which first screen a visitor gets, from what the browser holds (exported for the unit tests). */
export type FirstScreenKind = 'login' | 'frame' | 'none';

export function applyFirstScreen(c: FirstScreenConfig, doc: Document, win: Window): FirstScreenKind {
  const cookie = (name: string): string => {
    const prefix = `${encodeURIComponent(name)}=`;
    const parts = doc.cookie ? doc.cookie.split('; ') : [];
    for (let i = 0; i < parts.length; i++) {
      if (parts[i].indexOf(prefix) === 0) {
        try {
          return decodeURIComponent(parts[i].slice(prefix.length));
        } catch (_e) {
          return '';
        }
      }
    }
    return '';
  };
  const stored = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch (_e) {
      return null;
    }
  };
  const toLanguage = (v: string | null | undefined): string | null => {
    if (!v) return null;
    const base = v.toLowerCase().split(/[-_]/)[0];
    return c.languages.indexOf(base) >= 0 ? base : null;
  };
  const root = doc.getElementById('root');
  // A demo link names its own brand and language, read by the console's script: until then, the boot spinner.
  if (/[?&]demo=/.test(win.location.search)) return 'none';
  const hash = win.location.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  const path = (q >= 0 ? hash.slice(0, q) : hash) || '/';
  const query = q >= 0 ? hash.slice(q + 1) : '';
  const signedIn = cookie(c.cookies.token) !== '';
  let brand: Record<string, unknown> = {};
  try {
    brand = JSON.parse(cookie(c.cookies.brand) || '{}') || {};
  } catch (_e) {
    brand = {};
  }
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const nav = win.navigator;
  // As src/stores/LocaleStore.ts reads it: the last choice, else the brand's first language, else the first of the
  // browser's languages (Chinese, or English for a browser that is not Chinese).
  const first = ((nav.languages || [nav.language])[0] || '').toLowerCase();
  const lang =
    toLanguage(stored(c.storage.language)) ||
    toLanguage(text(brand.language)) ||
    (!first || first.indexOf('zh') === 0 ? c.defaultLanguage : 'en');
  doc.documentElement.lang = c.htmlLang[lang];
  // As src/domain/brand.ts brandName: a brand's English name in every language but Chinese, when it has one.
  const name = (lang !== 'zh' && text(brand.oemNameEn)) || text(brand.oemName) || c.defaultName[lang];
  const template = (id: string): string => {
    const t = doc.getElementById(id) as HTMLTemplateElement | null;
    return t ? t.innerHTML : '';
  };
  if (!root || c.otherPublicPaths.indexOf(path) >= 0) return 'none';

  const esc = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

  if (signedIn) {
    const want = path === '/' ? c.homePath : path.replace(/\/+$/, '');
    let heading: [string, string] | null = null;
    for (let i = 0; i < c.pages.length && !heading; i++) {
      const pattern = `^${c.pages[i][0].replace(/:[^/]+/g, '[^/]+')}$`;
      if (new RegExp(pattern).test(want)) heading = c.headings[lang]?.[c.pages[i][1]] ?? null;
    }
    let html = template(heading ? 'fs-frame-page' : 'fs-frame');
    if (!html) return 'none';
    if (heading) html = html.split(c.markers.title).join(esc(heading[0])).split(c.markers.desc).join(esc(heading[1]));
    // The classes are set in the markup, before it is in the page: changed after, the sidebar would animate its width
    // (reading the window's width lays the page out).
    const variant =
      win.innerWidth < c.breakpoint ? 'mobile' : stored(c.storage.sidebarOpened) === '0' ? 'icons' : 'wide';
    if (variant !== 'wide') html = html.replace('class="fs-frame"', `class="fs-frame fs-frame--${variant}"`);
    root.innerHTML = html;
    root.setAttribute('data-fs', 'frame');
    doc.title = heading ? `${heading[0]} - ${name}` : name;
    return 'frame';
  }
  // An invitation link opens the registration form, which is not prerendered: the console draws it.
  if (/(^|&)mode=register(&|$)/.test(query)) return 'none';
  let html = template(`fs-login-${lang}`);
  if (!html) return 'none';
  // The agreement links' host, as src/domain/brand.ts agreementUrl builds it.
  const host = text(brand.showAgreementDomainName).trim().replace(/\/+$/, '');
  const base = host ? (/^https?:\/\//.test(host) ? host : `https://${host}`) : '.';
  const bg = text(brand.oemBg);
  const m = c.markers;
  html = html.split(c.bgAttr).join(bg ? c.bgAttr.split(m.bg).join(esc(bg)) : '');
  html = html
    .split(m.domainBase)
    .join(esc(base))
    .split(m.code)
    .join(esc(encodeURIComponent(text(brand.oemCode))))
    .split(m.logo)
    .join(esc(text(brand.oemLogo) || c.neutralMark))
    .split(m.name)
    .join(esc(name));
  root.innerHTML = html;
  root.setAttribute('data-fs', 'login');
  // A submit before the console is live is held (a form with no script behind it would reload the page) and carried
  // out once it is (src/firstScreen/earlyInput.ts).
  const held = { submitted: false, release: () => doc.removeEventListener('submit', hold, true) };
  const hold = (e: Event): void => {
    e.preventDefault();
    e.stopPropagation();
    held.submitted = true;
  };
  doc.addEventListener('submit', hold, true);
  (win as Window & { __firstScreen?: typeof held }).__firstScreen = held;
  root.setAttribute('data-fs-lang', lang);
  doc.title = `${c.loginTitle[lang]} - ${name}`;
  return 'login';
}
