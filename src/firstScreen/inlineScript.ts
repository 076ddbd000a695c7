import { agreementSite, brandName, showsLettermark } from '../domain/brand';
import { lettermarkOf } from '../domain/brandName';
import { startLanguage } from '../domain/language';
import { isHexColor } from '../domain/theme';
import type { HeldSubmit } from './earlyInput';

/**
 * The first screen's inline script: runs in index.html before the first paint, before any module of the console, and
 * puts in #root what the console will draw for this visitor, from what the browser already holds for this host:
 * - signed out: the sign-in page prerendered in the visitor's language (the language chosen last, else Chinese, or
 *   English for a browser that is not Chinese: docs/product.md), with the brand kept in the white-label cookie, or a
 *   neutral mark and the console's own name on a first visit;
 * - signed in (token cookie): the console frame (sidebar at its saved width, top bar, page area with the page's
 *   title and line in the visitor's language: the first text a person reads, and where the console's page lands).
 * The sign-in page is then hydrated, so what it shows here must be what React draws from the same cookie and language.
 *
 * Its rules are the console's own (the language it starts in, the brand's name, the agreements' site, a colour kept):
 * the build bundles this module with what it imports into the page (scripts/firstScreen.ts), with its configuration.
 * So what it imports must stay small and free of side effects: the rules of src/domain, nothing of the stores.
 */
export interface FirstScreenConfig {
  /** <html lang> for each language. */
  htmlLang: Record<string, string>;
  /** The console's own name in each language: the title of a first visit, before the brand is known. */
  defaultName: Record<string, string>;
  /** The sign-in page's title in each language, for the document title. */
  loginTitle: Record<string, string>;
  /** Written into the prerendered markup where the brand's values go. */
  markers: { name: string; logo: string; bg: string; domainBase: string; code: string; title: string; desc: string };
  neutralMark: string;
  cookies: { token: string; brand: string };
  storage: { language: string; sidebarOpened: string; colors: string };
  /** The custom properties the kept colours go in (src/app/shownColors.ts). */
  colorProperties: { color: string; strong: string };
  /** The dark theme: where the settings keep its choice, the body's class. */
  dark: { settingsKey: string; className: string };
  breakpoint: number;
  /** Paths the sign-in page does not show on (they draw themselves once the console is up). */
  otherPublicPaths: string[];
  /** Where `/` lands. */
  homePath: string;
  /** A sign-in pressed before the console is live: the class that shows its button busy, and its name meanwhile. */
  busy: { className: string; text: Record<string, string> };
  /** The console's pages: a pattern of the path (`:id` for any one segment) and its key in `headings`. */
  pages: Array<[string, string]>;
  /** Each page's title and line in each language, as its header draws them. */
  headings: Record<string, Record<string, [string, string]>>;
}

/** Which first screen a visitor gets, from what the browser holds (exported for the unit tests). */
export type FirstScreenKind = 'login' | 'frame' | 'none';

export function applyFirstScreen(c: FirstScreenConfig, doc: Document, win: Window): FirstScreenKind {
  // Read once: each read of document.cookie asks the browser for the cookies again.
  const cookies = doc.cookie ? doc.cookie.split('; ') : [];
  const cookie = (name: string): string => {
    const prefix = `${encodeURIComponent(name)}=`;
    for (let i = 0; i < cookies.length; i++) {
      if (cookies[i].indexOf(prefix) === 0) {
        try {
          return decodeURIComponent(cookies[i].slice(prefix.length));
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
  // What the browser holds as JSON: null when it holds none, or not JSON.
  const json = (raw: string | null): unknown => {
    try {
      return JSON.parse(raw || 'null');
    } catch (_e) {
      return null;
    }
  };
  const root = doc.getElementById('root');
  // A demo link names its own brand and language, read by the console's script: until then, the boot spinner.
  if (/[?&]demo=/.test(win.location.search)) return 'none';
  // The colours the console showed last (a brand's own, or one chosen in the settings panel), as it keeps them.
  const shown = (json(stored(c.storage.colors)) || {}) as Record<string, unknown>;
  if (isHexColor(shown.color) && isHexColor(shown.strong)) {
    doc.documentElement.style.setProperty(c.colorProperties.color, shown.color);
    doc.documentElement.style.setProperty(c.colorProperties.strong, shown.strong);
  }
  // A person who chose the dark theme (src/stores/SettingsStore.ts keeps the choice): the dark class, before the first
  // paint. Its rules are in the stylesheet with the light ones (the first screen's, scripts/firstScreenCss.ts).
  if ((json(stored(c.dark.settingsKey)) as { dark?: unknown } | null)?.dark === true) {
    doc.body.classList.add(c.dark.className);
    doc.documentElement.style.colorScheme = 'dark';
  }
  const hash = win.location.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  const path = (q >= 0 ? hash.slice(0, q) : hash) || '/';
  const query = q >= 0 ? hash.slice(q + 1) : '';
  const signedIn = cookie(c.cookies.token) !== '';
  const cookieBrand = json(cookie(c.cookies.brand));
  const brand = (cookieBrand || {}) as Record<string, unknown>;
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const nav = win.navigator;
  const lang = startLanguage(stored(c.storage.language), text(brand.language), nav.languages || [nav.language]);
  doc.documentElement.lang = c.htmlLang[lang];
  const name =
    brandName({ oemName: text(brand.oemName), oemNameEn: text(brand.oemNameEn) }, lang) || c.defaultName[lang];
  // A template's nodes, copied: copying nodes is much cheaper than reading the template as HTML and parsing it again.
  const template = (id: string): DocumentFragment | null => {
    const t = doc.getElementById(id) as HTMLTemplateElement | null;
    return t ? (t.content.cloneNode(true) as DocumentFragment) : null;
  };
  // Each marker in the copy's text and attributes replaced by its value (set as text, so nothing needs escaping).
  const fill = (frag: DocumentFragment, values: Array<[string, string]>): void => {
    const swap = (v: string): string => {
      for (let i = 0; i < values.length; i++) v = v.split(values[i][0]).join(values[i][1]);
      return v;
    };
    // Text nodes (NodeFilter.SHOW_TEXT), then the attributes the markers are drawn in: a walk over every element's
    // attributes in script costs more than the copy it saves.
    const walker = doc.createTreeWalker(frag, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if ((n.nodeValue || '').indexOf('zzfs') >= 0) n.nodeValue = swap(n.nodeValue || '');
    const marked = frag.querySelectorAll('[src*="zzfs"],[href*="zzfs"],[style*="zzfs"]');
    for (let i = 0; i < marked.length; i++)
      for (const attr of ['src', 'href', 'style']) {
        const v = marked[i].getAttribute(attr);
        if (v && v.indexOf('zzfs') >= 0) marked[i].setAttribute(attr, swap(v));
      }
  };
  if (!root || c.otherPublicPaths.indexOf(path) >= 0) return 'none';
  const place = (screen: DocumentFragment, kind: string): void => {
    root.replaceChildren(screen);
    root.setAttribute('data-fs', kind);
  };

  if (signedIn) {
    const want = path === '/' ? c.homePath : path.replace(/\/+$/, '');
    let heading: [string, string] | null = null;
    for (let i = 0; i < c.pages.length && !heading; i++) {
      const pattern = `^${c.pages[i][0].replace(/:[^/]+/g, '[^/]+')}$`;
      if (new RegExp(pattern).test(want)) heading = c.headings[lang]?.[c.pages[i][1]] ?? null;
    }
    const frame = template(heading ? 'fs-frame-page' : 'fs-frame');
    if (!frame) return 'none';
    if (heading)
      fill(frame, [
        [c.markers.title, heading[0]],
        [c.markers.desc, heading[1]],
      ]);
    // The classes are set in the markup, before it is in the page: changed after, the sidebar would animate its width
    // (reading the window's width lays the page out).
    const variant =
      win.innerWidth < c.breakpoint ? 'mobile' : stored(c.storage.sidebarOpened) === '0' ? 'icons' : 'wide';
    const outer = frame.querySelector('[class="fs-frame"]');
    if (variant !== 'wide' && outer) outer.className = `fs-frame fs-frame--${variant}`;
    place(frame, 'frame');
    doc.title = heading ? `${heading[0]} - ${name}` : name;
    return 'frame';
  }
  // An invitation link opens the registration form, which is not prerendered: the console draws it.
  if (/(^|&)mode=register(&|$)/.test(query)) return 'none';
  const page = template(`fs-login-${lang}`);
  if (!page) return 'none';
  const base = agreementSite(text(brand.showAgreementDomainName));
  const bg = text(brand.oemBg);
  const m = c.markers;
  // No background: the attribute that carries it goes, as React draws the page without one.
  if (!bg) {
    const backdrop = page.querySelector(`[style*="${m.bg}"]`);
    if (backdrop) backdrop.removeAttribute('style');
  }
  // A brand without a logo: its first letter on its colour in the logo's place (src/pages/login/SignInMark.tsx).
  const letter = showsLettermark(cookieBrand) ? template('fs-lettermark') : null;
  const mark = letter?.firstElementChild;
  if (letter && mark) {
    mark.setAttribute('aria-label', name);
    mark.textContent = lettermarkOf(name);
    page.querySelector(`img[src="${m.logo}"]`)?.replaceWith(letter);
  }
  fill(page, [
    [m.bg, bg],
    [m.domainBase, base],
    [m.code, encodeURIComponent(text(brand.oemCode))],
    [m.logo, text(brand.oemLogo) || c.neutralMark],
    [m.name, name],
  ]);
  root.setAttribute('data-fs-lang', lang);
  place(page, 'login');
  // A sign-in pressed before the console is live is held (a form with no script behind it would reload the page);
  // the sign-in form takes it once mounted (src/firstScreen/earlyInput.ts). Text typed, a box ticked, a language
  // picked and the switch to registration (a link) need nothing here: the page keeps them, and the console reads them.
  const hold = (e: Event): void => {
    e.preventDefault();
    e.stopPropagation();
    held.submitted = true;
    // Busy at once, with its name (Signing in…): on a slow network the console may take seconds to come.
    const form = e.target as HTMLFormElement | null;
    const button = form?.querySelector?.('button[type="submit"]');
    if (button) {
      button.classList.add(c.busy.className);
      button.setAttribute('aria-busy', 'true');
      button.setAttribute('aria-label', c.busy.text[lang]);
    }
  };
  const held: HeldSubmit = { submitted: false, release: () => doc.removeEventListener('submit', hold, true) };
  doc.addEventListener('submit', hold, true);
  win.__firstScreen = held;
  doc.title = `${c.loginTitle[lang]} - ${name}`;
  return 'login';
}
