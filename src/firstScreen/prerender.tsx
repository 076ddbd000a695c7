/**
 * The build's prerender of the first screen (run by scripts/firstScreen.ts in Node, never shipped): the sign-in page
 * drawn by the console's own components (RootShell around LoginPage, as the router draws them) in each language, the
 * sign-in card's mark of a brand without a logo, and the empty console frame, as HTML for index.html. The inline script
 * (./inlineScript.ts) then picks what fits the visitor before the first paint, and the console hydrates it.
 */
import { Classes } from '@blueprintjs/core';
import { runInAction } from 'mobx';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import RootShell from '../app/RootShell';
import { BRAND_COOKIE, MOBILE_BREAKPOINT_PX, TOKEN_COOKIE } from '../domain/constants';
import type { BrandInfo } from '../domain/brand';
import { LANGUAGES, type Language } from '../domain/language';
import { HTML_LANG, i18n, initI18n, loadConsoleMessages, switchLanguage } from '../i18n';
import { ConsoleFrame } from '../layout/ConsoleFrame';
import LoginPage from '../pages/login/LoginPage';
import { SignInLettermark } from '../pages/login/SignInMark';
import type { RouteHandle } from '../router';
import { leafRoutes } from '../router/helpers';
import { APP_ROUTES, type AppRoute, HOME_PATH, type PageKey, pageHeadingKeys } from '../router/table';
import { SIDEBAR_KEY } from '../stores/AppStore';
import { LANGUAGE_KEY } from '../stores/LocaleStore';
import { SETTINGS_KEY } from '../stores/SettingsStore';
import { COLOR_PROPERTIES, SHOWN_COLORS_KEY } from '../app/shownColors';
import { RootStore, StoresContext } from '../stores/RootStore';
import { HELD_BUSY_CLASS } from './earlyInput';
import type { FirstScreenConfig } from './inlineScript';
import { NEUTRAL_MARK } from './neutralMark';
import { loadSignInIcons } from './signInIcons';
import { installIconLoader } from '../app/icons';

/** Letters only, so neither HTML escaping nor URL encoding changes them. */
const MARKERS = {
  name: 'zzfsnamezz',
  logo: 'zzfslogozz',
  bg: 'zzfsbgzz',
  domainBase: 'https://zzfsdomainzz',
  code: 'zzfscodezz',
  /** The page's title and line in the console frame. */
  title: 'zzfstitlezz',
  desc: 'zzfsdesczz',
} as const;

/** The brand the templates are drawn with: each value a marker the inline script replaces with the visitor's brand. */
const MARKER_BRAND: BrandInfo = {
  oemName: MARKERS.name,
  oemLogo: MARKERS.logo,
  oemBg: MARKERS.bg,
  oemCode: MARKERS.code,
  showAgreementDomainName: MARKERS.domainBase,
  shareAddressPrefix: '',
  unifiedComputingPower: true,
  showAudition: true,
  hailuoAudioGeneratePower: false,
  ossType: '',
};

/** The part of the route table the sign-in page is drawn in (src/router/index.tsx): the root shell and /login. */
const ROUTES: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    children: [
      { path: '/login', Component: LoginPage, handle: { meta: { titleKey: 'route.login' } } satisfies RouteHandle },
    ],
  },
];

/** The sign-in page in `lng`, for `brand` (null: a first visit), exactly as the console's first render draws it. */
export async function renderLogin(lng: Language, brand: BrandInfo | null): Promise<string> {
  installIconLoader();
  await loadSignInIcons();
  await initI18n(lng);
  // The console frame's page headings (below) are console messages.
  await loadConsoleMessages(lng);
  const stores = new RootStore();
  runInAction(() => {
    stores.locale.language = lng;
    stores.brand.brand = brand;
  });
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error('prerender: /login answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StoresContext value={stores}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StoresContext>,
  );
  // React writes a preload for each image ahead of the markup; the page's only image is the logo, whose address the
  // inline script fills in (and a <link> there would not be part of what the console hydrates).
  return html.replace(/^(<link rel="preload"[^>]*>)+/, '');
}

export const renderFrame = (heading?: { title: string; desc: string }): string =>
  renderToStaticMarkup(<ConsoleFrame heading={heading} />);

/** Every page of the console (its menu's and its hidden ones) that has a page module. */
const PAGE_ROUTES = leafRoutes(APP_ROUTES).filter((r): r is AppRoute & { page: PageKey } => Boolean(r.page));

/** Gives every id (and what points at one) a suffix: a second copy of a form on the page keeps its own labels. */
const suffixIds = (html: string, suffix: string): string =>
  html.replace(/ (id|for|aria-controls|aria-describedby|aria-labelledby)="([^"]+)"/g, ` $1="$2${suffix}"`);

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface FirstScreenParts {
  /** Templates: one sign-in page per language, and the frame. They go before #root. */
  templates: string;
  /** What a browser without script shows: a line saying the console needs it, and the sign-in page in zh and en. */
  noscript: string;
  /** What the inline script (./inlineScript.ts, bundled by scripts/firstScreen.ts) is given. */
  config: FirstScreenConfig;
}

export async function renderFirstScreen(): Promise<FirstScreenParts> {
  const templates: string[] = [];
  const defaultName: Record<string, string> = {};
  const loginTitle: Record<string, string> = {};
  const busyText: Record<string, string> = {};
  for (const lng of LANGUAGES) {
    const html = await renderLogin(lng, MARKER_BRAND);
    for (const m of [MARKERS.name, MARKERS.logo, MARKERS.bg, MARKERS.domainBase, MARKERS.code])
      if (!html.includes(m)) throw new Error(`prerender: the sign-in page lost the brand marker ${m}`);
    // The inline script drops the attribute that carries the background when the brand has none: it must carry
    // nothing else.
    const attr = html.match(/ style="[^"]*zzfsbgzz[^"]*"/)?.[0];
    if (attr !== ' style="background-image:url(zzfsbgzz)"')
      throw new Error(`prerender: the background attribute changed shape: ${attr}`);
    defaultName[lng] = i18n.t('app.defaultName', { lng });
    loginTitle[lng] = i18n.t('route.login', { lng });
    busyText[lng] = i18n.t('login.signingIn', { lng });
    templates.push(`<template id="fs-login-${lng}">${html}</template>`);
  }
  // The sign-in card's mark of a brand without a logo, which the inline script puts in the logo's place.
  templates.push(
    `<template id="fs-lettermark">${renderToStaticMarkup(<SignInLettermark name={MARKERS.name} />)}</template>`,
  );
  templates.push(`<template id="fs-frame">${renderFrame()}</template>`);
  templates.push(
    `<template id="fs-frame-page">${renderFrame({ title: MARKERS.title, desc: MARKERS.desc })}</template>`,
  );
  // The texts the frame's page header shows, as the pages' own PageHeader writes them.
  const headings: FirstScreenConfig['headings'] = {};
  for (const lng of LANGUAGES) {
    headings[lng] = {};
    for (const r of PAGE_ROUTES) {
      const { titleKey, descKey } = pageHeadingKeys(r.page);
      headings[lng][r.page] = [i18n.t(titleKey, { lng }), i18n.t(descKey, { lng })];
    }
  }
  const config: FirstScreenConfig = {
    htmlLang: { ...HTML_LANG },
    defaultName,
    loginTitle,
    markers: { ...MARKERS },
    neutralMark: NEUTRAL_MARK,
    cookies: { token: TOKEN_COOKIE, brand: BRAND_COOKIE },
    storage: { language: LANGUAGE_KEY, sidebarOpened: SIDEBAR_KEY, colors: SHOWN_COLORS_KEY },
    colorProperties: COLOR_PROPERTIES,
    dark: { settingsKey: SETTINGS_KEY, className: Classes.DARK },
    breakpoint: MOBILE_BREAKPOINT_PX,
    otherPublicPaths: ['/auth-redirect', '/404', '/401'],
    homePath: HOME_PATH,
    busy: { className: HELD_BUSY_CLASS, text: busyText },
    pages: PAGE_ROUTES.map((r) => [r.path, r.page]),
    headings,
  };
  // Without script: the line in both readable languages, then each one's page (the ids of the second made its own).
  const noscriptLines: string[] = [];
  const noscriptPages: string[] = [];
  for (const lng of ['zh', 'en'] as const) {
    await switchLanguage(lng);
    noscriptLines.push(`<span lang="${HTML_LANG[lng]}">${escapeText(i18n.t('firstScreen.needsScript'))}</span>`);
    const page = await renderLogin(lng, null);
    noscriptPages.push(`<div lang="${HTML_LANG[lng]}">${lng === 'zh' ? page : suffixIds(page, `-${lng}`)}</div>`);
  }
  const noscript = `<noscript><style>#root{display:none}</style><p class="no-script" role="note">${noscriptLines.join(' · ')}</p>${noscriptPages.join('')}</noscript>`;
  return { templates: templates.join(''), noscript, config };
}
