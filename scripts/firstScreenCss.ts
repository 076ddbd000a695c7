import postcss, { type AtRule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * The first paint waits for no stylesheet. The build writes into index.html the rules the prerendered first screen can
 * use (the sign-in page in every language, the console frame, the page without script), and the whole stylesheet
 * loads beside the scripts without holding the paint. On slow 4G the 41 kB (gzip) stylesheet was a round trip and
 * 200 ms of download before anything showed; these rules are 8 kB in the page (docs/performance.md).
 *
 * A rule is kept when every class its selector names is a class of index.html's markup, or one of the first screen's
 * own (`fs-`, src/firstScreen/firstScreen.css: the inline script sets some before the first paint, such as the frame's
 * phone variant); element and attribute selectors are kept as they are. A superset of what the first screen matches,
 * found without a browser. The kept rules come before the whole sheet, which repeats them in the same order, so once
 * it has loaded the cascade is the whole sheet's alone.
 */
export function firstScreenCss(css: string, html: string): string {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
  // `:not(.x)` matches where .x is absent: its classes do not decide.
  const usable = (selector: string) =>
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
  root.walkAtRules((a) => {
    if (a.nodes && a.nodes.length === 0) a.remove();
  });
  return root.toString();
}

/** `<link rel="stylesheet" ...>` as a link that holds no paint, with its first-screen rules before it. */
export function inlineFirstScreenCss(html: string, href: string, css: string): string {
  const link = new RegExp(`<link rel="stylesheet"([^>]*) href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`);
  const found = html.match(link);
  if (!found) throw new Error(`scripts/firstScreenCss.ts: index.html has no <link rel="stylesheet" href="${href}">`);
  const attrs = found[1];
  return html.replace(
    link,
    () =>
      `<style>${firstScreenCss(css, html)}</style>` +
      `<link rel="stylesheet"${attrs} href="${href}" media="print" onload="this.media='all'">` +
      `<noscript><link rel="stylesheet"${attrs} href="${href}"></noscript>`,
  );
}

/** The build's index.html gets its first-screen rules (not the single-file build, whose sheet is in the page). */
export function firstScreenCssPlugin(): Plugin {
  let singleFile = false;
  return {
    name: 'first-screen:css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      singleFile = config.plugins.some((p) => p.name === 'vite:singlefile');
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (singleFile || page?.type !== 'asset' || typeof page.source !== 'string') return;
      let html = page.source;
      for (const m of html.matchAll(/<link rel="stylesheet"[^>]* href="\.\/(assets\/[^"]+\.css)">/g)) {
        const sheet = bundle[m[1]];
        if (sheet?.type === 'asset') html = inlineFirstScreenCss(html, `./${m[1]}`, String(sheet.source));
      }
      page.source = html;
    },
  };
}
