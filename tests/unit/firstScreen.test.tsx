// @vitest-environment jsdom
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type BrandInfo, agreementUrl, brandName } from '../../src/domain/brand';
import { lettermarkOf } from '../../src/domain/brandName';
import { applyFirstScreen, type FirstScreenConfig } from '../../src/firstScreen/inlineScript';
import { NEUTRAL_MARK } from '../../src/firstScreen/neutralMark';
import { SIGN_IN_ICONS } from '../../src/firstScreen/downloads';
import { HELD_BUSY_CLASS, takeHeldSubmit } from '../../src/firstScreen/earlyInput';
import { type FirstScreenParts, renderFirstScreen, renderLogin } from '../../src/firstScreen/prerender';
import type { Language } from '../../src/domain/language';
import { i18n } from '../../src/i18n';
import { bundleInlineScript, inlineScript } from '../../scripts/firstScreen';
import { removeCookie, setCookie } from '../../src/lib/cookies';
import { timeoutOf } from '../slower';

/**
 * The first screen's inline script must draw exactly what the console's first render draws for the same visitor
 * (otherwise hydration redraws the page, or a frame shows the wrong brand or language). These tests run the script on
 * the build's own templates and compare its result with React's render of the sign-in page for that brand.
 */
let built: FirstScreenParts;
beforeAll(async () => {
  built = await renderFirstScreen();
}, timeoutOf(60_000));

interface Visit {
  url?: string;
  cookies?: Record<string, string>;
  stored?: Record<string, string>;
  languages?: string[];
  width?: number;
}

function visit(v: Visit, apply: typeof applyFirstScreen = applyFirstScreen) {
  const doc = document;
  // The last visit's listeners (held submits, counted clicks) go with its page.
  window.__firstScreen?.release();
  window.__firstScreen = undefined;
  for (const c of doc.cookie.split('; ').filter(Boolean)) removeCookie(decodeURIComponent(c.split('=')[0]));
  localStorage.clear();
  doc.title = '';
  doc.documentElement.removeAttribute('style');
  doc.body.className = '';
  doc.head.innerHTML = '';
  doc.body.innerHTML = `${built.templates}<div id="root"><div class="app-boot"></div></div>`;
  window.history.replaceState(null, '', v.url ?? '/#/login');
  for (const [k, value] of Object.entries(v.cookies ?? {})) setCookie(k, value);
  for (const [k, value] of Object.entries(v.stored ?? {})) localStorage.setItem(k, value);
  Object.defineProperty(navigator, 'languages', { value: v.languages ?? ['zh-CN'], configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: v.width ?? 1440, configurable: true });
  const kind = apply(built.config, doc, window);
  return { kind, doc, root: doc.getElementById('root') as HTMLElement };
}

/** React's markup, read back through the DOM so both sides are serialised the same way. */
async function reactMarkup(lng: Language, brand: BrandInfo | null): Promise<string> {
  const div = document.createElement('div');
  div.innerHTML = await renderLogin(lng, brand);
  return div.innerHTML;
}

const ACME: BrandInfo = {
  oemLogo: 'brands/acme/logo.svg',
  oemBg: 'brands/acme/bg.svg',
  oemName: 'Acme <Media> & "Co"',
  oemCode: "AC ME'&",
  showAgreementDomainName: 'agree.acme.example/',
  shareAddressPrefix: '',
  unifiedComputingPower: true,
  showAudition: true,
  hailuoAudioGeneratePower: true,
  ossType: 'tencent',
};
const PLAIN: BrandInfo = {
  ...ACME,
  oemLogo: '',
  oemBg: '',
  oemName: 'Plain',
  showAgreementDomainName: '',
  oemCode: 'P',
};
/** A brand made in the demo's studio without a logo, in its colour, with a Chinese name and an English one. */
const STUDIO: BrandInfo = { ...PLAIN, oemName: '《银河》影像', oemNameEn: 'galaxy Video', themeColor: '#eb2f96' };
/** A brand whose uploaded logo the cookie could not hold (brandForCookie): the answer brings it. */
const LEFT_OUT: BrandInfo = { ...STUDIO, logoLeftOut: true };

describe('the inline script draws what the console draws', () => {
  for (const lng of ['zh', 'en', 'es', 'ja'] as const) {
    for (const [label, brand] of [
      ['a first visit', null],
      ['a brand with logo, background and agreement host', ACME],
      ['a brand with none of them', PLAIN],
      ['a studio brand without a logo, named in two languages', STUDIO],
      ['a brand whose logo the cookie left out', LEFT_OUT],
    ] as const) {
      it(`${lng}, ${label}`, async () => {
        const { kind, root, doc } = visit({
          stored: { 'console.language': lng },
          cookies: brand ? { 'Oem-Info': JSON.stringify(brand) } : {},
        });
        expect(kind).toBe('login');
        expect(root.innerHTML).toBe(await reactMarkup(lng, brand));
        expect(doc.documentElement.lang).toBe(built.config.htmlLang[lng]);
        const name = brand ? brandName(brand, lng) : built.config.defaultName[lng];
        expect(doc.title).toBe(`${built.config.loginTitle[lng]} - ${name}`);
      });
    }
  }
});

describe('what the inline script picks', () => {
  it('the signed-out language rule: Chinese, or English for a browser that is not Chinese', () => {
    expect(visit({ languages: ['zh-TW'] }).root.dataset.fsLang).toBe('zh');
    expect(visit({ languages: ['fr-FR', 'zh-CN'] }).root.dataset.fsLang).toBe('en');
    expect(visit({ languages: [] }).root.dataset.fsLang).toBe('zh');
  });

  it('the last language chosen wins over the browser', () => {
    expect(visit({ languages: ['en-US'], stored: { 'console.language': 'ja' } }).root.dataset.fsLang).toBe('ja');
    expect(visit({ languages: ['en-US'], stored: { 'console.language': 'xx' } }).root.dataset.fsLang).toBe('en');
  });

  it('a token shows the frame, at the saved sidebar width, and a phone gets the phone frame', () => {
    const wide = visit({ url: '/#/digital', cookies: { 'Admin-Token': 't' } });
    expect(wide.kind).toBe('frame');
    expect(wide.root.querySelector('.fs-frame')?.className).toBe('fs-frame');
    expect(wide.root.querySelector('form')).toBeNull();
    const icons = visit({ cookies: { 'Admin-Token': 't' }, stored: { 'console.sidebarOpened': '0' } });
    expect(icons.root.querySelector('.fs-frame')?.className).toBe('fs-frame fs-frame--icons');
    const phone = visit({ cookies: { 'Admin-Token': 't' }, width: 390 });
    expect(phone.root.querySelector('.fs-frame')?.className).toBe('fs-frame fs-frame--mobile');
  });

  it("the frame shows the page's title and line in the visitor's language, as the page's header draws them", async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { PageHeading } = await import('../../src/components/PageHeader');
    const cases = [
      { url: '/#/digital', lng: 'zh', title: 'route.digital', desc: 'page.digital' },
      { url: '/#/', lng: 'en', title: 'route.digital', desc: 'page.digital' },
      {
        url: '/#/usermanage/myClientDetail/42?tab=orders',
        lng: 'ja',
        title: 'route.myClientDetail',
        desc: 'page.myClientDetail',
      },
      { url: '/#/tasklist/tasklist/', lng: 'es', title: 'route.tasklist', desc: 'page.tasklist' },
    ] as const;
    for (const c of cases) {
      const v = visit({ url: c.url, cookies: { 'Admin-Token': 't' }, stored: { 'console.language': c.lng } });
      const title = i18n.t(c.title, { lng: c.lng });
      const header = renderToStaticMarkup(<PageHeading title={title} desc={i18n.t(c.desc, { lng: c.lng })} />);
      expect(v.root.querySelector('.page')?.innerHTML).toBe(header);
      expect(v.doc.title).toBe(`${title} - ${built.config.defaultName[c.lng]}`);
      expect(v.doc.documentElement.lang).toBe(built.config.htmlLang[c.lng]);
    }
    // A brand's name is written as text in the title; a path the console has no page for keeps the grey bar.
    const odd = visit({ url: '/#/nowhere', cookies: { 'Admin-Token': 't', 'Oem-Info': JSON.stringify(ACME) } });
    expect(odd.root.querySelector('h1')).toBeNull();
    expect(odd.root.querySelector('.frame-heading')).not.toBeNull();
    expect(odd.doc.title).toBe(ACME.oemName);
  });

  it('pages that draw themselves keep the spinner: an invitation link, the error pages', () => {
    for (const url of ['/#/login?mode=register&inviteCode=X', '/#/404']) {
      const v = visit({ url });
      expect(v.kind).toBe('none');
      expect(v.root.innerHTML).toBe('<div class="app-boot"></div>');
    }
  });

  it('asks for no style: the screen is laid out and painted once, in the first paint', () => {
    for (const [v, kind] of [
      [{}, 'login'],
      [{ cookies: { 'Admin-Token': 't' }, url: '/#/digital' }, 'frame'],
    ] as const) {
      const spy = vi.spyOn(window, 'getComputedStyle');
      try {
        expect(visit(v).kind).toBe(kind);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    }
  });

  it('a first visit shows the neutral mark, a PNG: an SVG image is a document of its own to make and lay out', () => {
    expect(NEUTRAL_MARK).toMatch(/^data:image\/png;base64,/);
    expect(visit({}).root.querySelector('img')?.getAttribute('src')).toBe(NEUTRAL_MARK);
  });

  it('wears the colours the console showed last, on the sign-in page and the frame; anything else is left alone', () => {
    const colors = (doc: Document) => [
      doc.documentElement.style.getPropertyValue('--brand-color'),
      doc.documentElement.style.getPropertyValue('--brand-strong'),
    ];
    const kept = { 'console.colors': JSON.stringify({ color: '#f5a623', strong: '#9d6a16' }) };
    expect(colors(visit({ stored: kept }).doc)).toEqual(['#f5a623', '#9d6a16']);
    expect(colors(visit({ stored: kept, cookies: { 'Admin-Token': 't' } }).doc)).toEqual(['#f5a623', '#9d6a16']);
    // A first visit, a broken entry, or one that is not two #rrggbb colours: the stylesheet's.
    expect(colors(visit({}).doc)).toEqual(['', '']);
    expect(colors(visit({ stored: { 'console.colors': '{not json' } }).doc)).toEqual(['', '']);
    const odd = { 'console.colors': JSON.stringify({ color: 'red;background:url(x)', strong: '#000000' }) };
    expect(colors(visit({ stored: odd }).doc)).toEqual(['', '']);
  });

  it('is dark from the first paint for a person who chose the dark theme, the sign-in page and the frame', () => {
    const dark = (v: Visit) => {
      const { doc } = visit(v);
      return { body: doc.body.classList.contains('bp6-dark'), scheme: doc.documentElement.style.colorScheme };
    };
    // The class alone: the dark rules are in the stylesheet with the light ones (scripts/firstScreenCss.ts).
    const chosen = { 'console.settings': JSON.stringify({ dark: true }) };
    expect(dark({ stored: chosen })).toEqual({ body: true, scheme: 'dark' });
    expect(dark({ stored: chosen, cookies: { 'Admin-Token': 't' } })).toEqual({ body: true, scheme: 'dark' });
    const light = { body: false, scheme: '' };
    expect(dark({ stored: { 'console.settings': JSON.stringify({ dark: false }) } })).toEqual(light);
    expect(dark({ stored: { 'console.settings': '{not json' } })).toEqual(light);
    expect(dark({})).toEqual(light);
  });

  it("a brand without a logo: its name's first letter, in the logo's 48 px box, on the colour the page wears", () => {
    const colors = { 'console.colors': JSON.stringify({ color: '#eb2f96', strong: '#c9287f' }) };
    const mark = (lng: Language, brand: BrandInfo) =>
      visit({
        stored: { ...colors, 'console.language': lng },
        cookies: { 'Oem-Info': JSON.stringify(brand) },
      }).root.querySelector('.login-header')?.firstElementChild as HTMLElement;
    const zh = mark('zh', STUDIO);
    expect([zh.tagName, zh.className, zh.getAttribute('role')]).toEqual(['SPAN', 'lettermark', 'img']);
    expect([zh.textContent, zh.getAttribute('aria-label')]).toEqual(['银', '《银河》影像']);
    expect([zh.style.width, zh.style.height, zh.style.background]).toEqual(['48px', '48px', 'var(--brand-strong)']);
    expect(zh.ownerDocument.documentElement.style.getPropertyValue('--brand-strong')).toBe('#c9287f');
    const en = mark('en', STUDIO);
    expect([en.textContent, en.getAttribute('aria-label')]).toEqual(['G', 'galaxy Video']);
    // A brand with a logo keeps its logo; one whose logo is on its way, the neutral mark.
    expect(mark('en', ACME).getAttribute('src')).toBe(ACME.oemLogo);
    expect(mark('en', LEFT_OUT).getAttribute('src')).toBe(NEUTRAL_MARK);
    // An empty brand is shown by the console's own name, as its title names it.
    expect(mark('en', {} as BrandInfo).textContent).toBe(lettermarkOf(built.config.defaultName.en));
  });

  it('a broken brand cookie is a first visit, never an error', () => {
    const v = visit({ cookies: { 'Oem-Info': '{not json' }, stored: { 'console.language': 'en' } });
    expect(v.kind).toBe('login');
    expect(v.root.querySelector('h1')?.textContent).toBe(`Sign in to ${built.config.defaultName.en}`);
  });

  it('the agreement links are the ones src/domain/brand.ts builds', () => {
    for (const host of ['', 'agree.example.com', 'https://agree.example.com/', ' http://x.test ']) {
      const brand = { ...PLAIN, showAgreementDomainName: host, oemCode: 'A&B' };
      const { root } = visit({ cookies: { 'Oem-Info': JSON.stringify(brand) }, stored: { 'console.language': 'en' } });
      const hrefs = [...(root.querySelector('form')?.querySelectorAll('.login-agreement a') ?? [])].map((a) =>
        a.getAttribute('href'),
      );
      expect(hrefs).toEqual([agreementUrl(brand, 'user', 'en'), agreementUrl(brand, 'privacy', 'en')]);
    }
  });
});

describe('what a person does before the console takes the page over', () => {
  const submit = (form: HTMLFormElement) => {
    const e = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('a sign-in pressed is held, then taken once by the form; from then on a submit is not held', () => {
    const { root } = visit({});
    const form = root.querySelector('form');
    if (!form) throw new Error('the prerendered sign-in form is missing');
    expect(submit(form)).toBe(true);
    expect(takeHeldSubmit()).toBe(true);
    expect(submit(form)).toBe(false);
    expect(takeHeldSubmit()).toBe(false);
    // Nothing pressed: nothing to take.
    visit({});
    expect(takeHeldSubmit()).toBe(false);
  });

  it('a sign-in pressed before the console is live shows its button busy at once, named in the page language', () => {
    const { root } = visit({ stored: { 'console.language': 'en' } });
    const form = root.querySelector('form');
    const button = form?.querySelector('button[type="submit"]');
    if (!form || !button) throw new Error('the prerendered sign-in form is missing');
    expect(button.getAttribute('aria-busy')).toBe('false');
    submit(form);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Signing in…');
    expect(button.classList.contains(HELD_BUSY_CLASS)).toBe(true);
    // The form takes it over: its own busy state (or its errors) from then on.
    expect(takeHeldSubmit()).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.classList.contains(HELD_BUSY_CLASS)).toBe(false);
  });

  it("what is typed and ticked stays in the page's own fields, which the form reads by name", () => {
    const { root } = visit({});
    const form = root.querySelector('form');
    const mobile = root.querySelector<HTMLInputElement>('#login-mobile');
    const box = root.querySelector<HTMLInputElement>('form input[type=checkbox]');
    if (!form || !mobile || !box) throw new Error('the prerendered sign-in form is missing');
    mobile.value = '13800000005';
    box.checked = true;
    const data = new FormData(form);
    expect(data.get('mobile')).toBe('13800000005');
    expect(data.get('password')).toBe('');
    expect(data.has('agreement')).toBe(true);
  });

  it("the switch to registration is a link to the registration form's address, followed with no script", () => {
    for (const lng of ['zh', 'en']) {
      const { root } = visit({ stored: { 'console.language': lng } });
      const links = [...root.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.startsWith('#/'));
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/login?mode=register']);
      expect(links[0].textContent).toBe(i18n.t('login.toRegister', { lng }));
    }
  });
});

describe('the build', () => {
  it("draws the sign-in page's icons: each is loaded before the page is drawn, none is an empty placeholder", () => {
    // An Icon whose paths are not loaded draws an empty span of the standard size.
    expect(built.templates).not.toContain('bp6-icon-standard');
    const drawn = new Set([...built.templates.matchAll(/<svg data-icon="([a-z-]+)"/g)].map((m) => m[1]));
    for (const name of SIGN_IN_ICONS) expect(drawn).toContain(name);
  });

  it('holds no brand: only markers and the neutral mark, in every template', () => {
    expect(built.templates).not.toMatch(/智影|Acme|Nova|brands\//);
    const config: FirstScreenConfig = built.config;
    expect(Object.keys(config.defaultName)).toEqual(['zh', 'en', 'es', 'ja']);
  });

  it('without script: the sign-in page in zh and en with their own ids, and the line saying script is needed', () => {
    expect(built.noscript).toContain('id="login-mobile"');
    expect(built.noscript).toContain('id="login-mobile-en"');
    expect(built.noscript).toContain('for="login-mobile-en"');
    expect(built.noscript).toContain('JavaScript');
  });

  it(
    'writes the inline script from the module and the rules it imports, which then draws what the module draws',
    async () => {
      const bundle = await bundleInlineScript(join(import.meta.dirname, '../..'));
      // One script: nothing left to import, and only its one name outside it (inside the function the page runs).
      expect(bundle).not.toMatch(/^\s*(import|export)\b/m);
      const script = inlineScript(bundle, built.config);
      expect(script.startsWith('(function(){')).toBe(true);
      const written = new Function(`${bundle}\nreturn firstScreen.applyFirstScreen;`)() as typeof applyFirstScreen;
      // An English brand name, an agreement host, a language chosen, colours kept: each rule of src/domain it uses.
      const v: Visit = {
        stored: {
          'console.language': 'en',
          'console.colors': JSON.stringify({ color: '#112233', strong: '#000000' }),
        },
        cookies: { 'Oem-Info': JSON.stringify({ ...ACME, oemNameEn: 'Acme Studio' }) },
      };
      const byModule = visit(v);
      const drawn = [
        byModule.kind,
        byModule.root.innerHTML,
        byModule.doc.title,
        byModule.doc.documentElement.outerHTML,
      ];
      const byBundle = visit(v, written);
      expect([
        byBundle.kind,
        byBundle.root.innerHTML,
        byBundle.doc.title,
        byBundle.doc.documentElement.outerHTML,
      ]).toEqual(drawn);
      expect(byBundle.doc.title).toContain('Acme Studio');
      expect(byBundle.root.innerHTML).toContain('https://agree.acme.example/agreement/');
    },
    timeoutOf(60_000),
  );
});
