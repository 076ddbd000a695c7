import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss, { type AtRule, type Root } from 'postcss';
import { escapeRegExp } from '../src/lib/escapeRegExp.ts';
import type { Plugin, ViteDevServer } from 'vite';
import { indexPagePlugin } from './indexPage.ts';

/**
 * Classes the sign-in page's markup gets only in some of its states: a field's error or warning, the server's answer
 * (a danger callout with its icon), the busy submit button (a spinner), the code button's countdown (disabled), and
 * the dark theme a person chose (on the body: the console's dark rules and Blueprint's).
 */
export const SIGN_IN_STATES = [
  'bp6-dark',
  'bp6-form-helper-text',
  'field-error',
  'bp6-intent-danger',
  'bp6-intent-warning',
  'bp6-callout',
  'bp6-callout-icon',
  'bp6-callout-has-body-content',
  'login-server-error',
  'bp6-compact',
  'bp6-loading',
  'bp6-button-spinner',
  'bp6-spinner',
  'bp6-spinner-animation',
  'bp6-spinner-track',
  'bp6-spinner-head',
  'bp6-disabled',
];

/**
 * The sign-in page has a stylesheet of its own, written into index.html: the rules the prerendered first screen can
 * use (the sign-in page in every language and every state it can show by itself, the console frame, the page without
 * script). The whole stylesheet (36 kB gzip, 285 kB to parse and match, nearly all of it Blueprint's) is in the page as
 * a disabled link: not fetched until the console enables it (src/firstScreen/wholeStylesheet.ts), before it draws
 * anything beyond the sign-in page (the console's frame, a toast, the Demo drawer). On a phone's network the whole sheet
 * was a round trip and 200 ms of download before anything showed, then shared the network with the scripts.
 *
 * A rule is kept when every class its selector names is a class of index.html's markup, one of SIGN_IN_STATES, or one
 * of the first screen's own (`fs-`, src/firstScreen/firstScreen.css: the inline script sets some before the first
 * paint, such as the frame's phone variant); element and attribute selectors are kept as they are. A superset of what
 * the first screen matches, found without a browser. The kept rules come before the whole sheet, which repeats them in
 * the same order, so once it is enabled the cascade is the whole sheet's alone. `tests/e2e/signInStyles.spec.ts`
 * draws each state and finds every element styled as the whole sheet styles it.
 */
export function firstScreenCss(css: string, html: string): string {
  const root = keptRules(css, html);
  dropUnusedCustomProperties(root, html);
  return withoutEmptyAtRules(root).toString();
}

/** `css` as a tree of the rules the first screen can use (above), each with only the selectors that can match. */
function keptRules(css: string, html: string): Root {
  const classes = new Set<string>(SIGN_IN_STATES);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
  // `:not(.x)` matches where .x is absent: its classes do not decide. Blueprint writes each dark rule a second time
  // under an attribute nothing in the console sets.
  const usable = (selector: string) =>
    !DARK_ATTRIBUTE.test(selector) &&
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(
      (m) => classes.has(m[1]) || m[1].startsWith('fs-'),
    );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(usable);
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  return root;
}

const DARK_ATTRIBUTE = /\[data-bp-color-scheme/;

function withoutEmptyAtRules(root: Root): Root {
  root.walkAtRules((a) => {
    if (a.nodes && a.nodes.length === 0) a.remove();
  });
  return root;
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;

/**
 * Blueprint declares some 200 custom properties (its palette, sizes, shadows) for its whole sheet; the kept rules use a
 * fifth of them. A custom property is kept when a kept declaration or the markup (a `style` attribute) uses it, or
 * another kept one does; the others, 8 kB of the first screen's rules, are dropped (the whole sheet declares them all
 * again once enabled). Rules left empty go too.
 */
function dropUnusedCustomProperties(root: Root, html: string): void {
  const valuesOf = new Map<string, string[]>();
  const wanted: string[] = [...html.matchAll(VAR_USE)].map((m) => m[1]);
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) valuesOf.set(d.prop, [...(valuesOf.get(d.prop) ?? []), d.value]);
    else for (const m of d.value.matchAll(VAR_USE)) wanted.push(m[1]);
  });
  const used = new Set<string>();
  for (let name = wanted.pop(); name !== undefined; name = wanted.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of valuesOf.get(name) ?? []) for (const m of value.matchAll(VAR_USE)) wanted.push(m[1]);
  }
  root.walkDecls((d) => {
    if (d.prop.startsWith('--') && !used.has(d.prop)) d.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/**
 * `<link rel="stylesheet" ...>` as a disabled link (fetched once the console enables it), with the first screen's
 * rules before it; without script, the page gets the whole sheet.
 */
export function inlineFirstScreenCss(html: string, href: string, css: string): string {
  const link = new RegExp(`<link rel="stylesheet"([^>]*) href="${escapeRegExp(href)}"\\s*/?>`);
  const found = html.match(link);
  if (!found) throw new Error(`scripts/firstScreenCss.ts: index.html has no <link rel="stylesheet" href="${href}">`);
  const attrs = found[1];
  return html.replace(
    link,
    () =>
      `<style>${firstScreenCss(css, html)}</style>` +
      `<link rel="stylesheet"${attrs} href="${href}" disabled>` +
      `<noscript><link rel="stylesheet"${attrs} href="${href}"></noscript>`,
  );
}

/**
 * index.html gets its first-screen rules, from the stylesheet it links (src/styles.css): in the build, from the file
 * the build wrote; under `npm start`, from the sheet as the dev server serves it, so a developer sees the first screen
 * the build's visitors see (not the single-file build, whose sheet is in the page).
 */
export function firstScreenCssPlugin(): Plugin {
  // Under `npm start` the page is served again on every visit: the rules are kept while the page and the sheet are.
  let last: { page: string; css: string; html: string } | null = null;
  return indexPagePlugin('first-screen:css', {
    built: (page, bundle) => {
      let html = page;
      for (const m of page.matchAll(/<link rel="stylesheet"[^>]* href="\.\/(assets\/[^"]+\.css)">/g)) {
        const sheet = bundle[m[1]];
        if (sheet?.type === 'asset') html = inlineFirstScreenCss(html, `./${m[1]}`, String(sheet.source));
      }
      return html;
    },
    served: async (page, server) => {
      const href = linkedSheet(page);
      if (!href) return page;
      const css = await servedCss(server, href);
      if (last?.page !== page || last.css !== css) last = { page, css, html: inlineFirstScreenCss(page, href, css) };
      return last.html;
    },
    // The sheet as the first visit asks for it, made while the first screen is prerendered.
    warm: async (server) => {
      const href = linkedSheet(await readFile(join(server.config.root, 'index.html'), 'utf8'));
      if (href) await servedCss(server, href);
    },
  });
}

/** The source stylesheet index.html links, as the dev server serves the page. */
const linkedSheet = (page: string) => page.match(/<link rel="stylesheet"[^>]* href="(\/src\/[^"]+\.css)"/)?.[1];

/** A stylesheet as the dev server serves it to a `<link>` (its imports inlined, as in the build's file). */
async function servedCss(server: ViteDevServer, href: string): Promise<string> {
  const served = await server.environments.client.transformRequest(`${href}?direct`);
  if (!served) throw new Error(`scripts/firstScreenCss.ts: the dev server serves no ${href}`);
  return served.code;
}
