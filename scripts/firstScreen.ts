import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { FirstScreenHtml } from '../src/firstScreen/prerender';

/**
 * The first screen, written into index.html at build time (the product's first screen is HTML: docs/architecture.md).
 * A Vite server in the build's own mode loads src/firstScreen/prerender.tsx, which draws the sign-in page with the
 * console's components in every language, and the empty console frame; this plugin puts them in the page:
 * - `<!--first-screen:templates-->`: one inert <template> per language, and the frame's;
 * - `<!--first-screen:script-->` (right after #root): the inline script that picks one before the first paint;
 * - `<!--first-screen:noscript-->`: the page as a browser without script shows it.
 * Blueprint goes through the same build plugins as in the browser, so the markup is the one the console hydrates.
 */
export const MARKS = {
  templates: '<!--first-screen:templates-->',
  script: '<!--first-screen:script-->',
  noscript: '<!--first-screen:noscript-->',
} as const;

export async function prerenderFirstScreen(config: ResolvedConfig): Promise<FirstScreenHtml> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr: { noExternal: [/^@blueprintjs\//, '@popperjs/core'] },
  });
  try {
    const mod = (await server.ssrLoadModule('/src/firstScreen/prerender.tsx')) as {
      renderFirstScreen(): Promise<FirstScreenHtml>;
    };
    return await mod.renderFirstScreen();
  } finally {
    await server.close();
  }
}

/** Puts the prerendered parts at their marks; throws when index.html lost one (the page would paint nothing). */
export function writeFirstScreen(html: string, parts: FirstScreenHtml): string {
  for (const mark of Object.values(MARKS))
    if (!html.includes(mark)) throw new Error(`index.html: ${mark} is missing (scripts/firstScreen.ts)`);
  return html
    .replace(MARKS.templates, () => parts.templates)
    .replace(MARKS.script, () => `<script>${parts.script}</script>`)
    .replace(MARKS.noscript, () => parts.noscript);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * The console's script starts after the first paint (docs/architecture.md): index.html names it in a small inline
 * script that adds it once the browser reports the first contentful paint (a paint entry, which comes when the frame
 * is on screen), or at once in a hidden tab, which draws none. In the head, a module script would load and run before
 * the first frame whenever the network is fast, and the page would wait for it. Started at the end of the frame's
 * main-thread work instead (an animation callback, then a task), the script still arrived and ran before that frame
 * was on screen in about half the runs on this machine, and Lighthouse then counted its download into the first paint
 * (LCP 1.5 s instead of 0.9 s, docs/performance.md). Browsers without paint entries keep that frame-end start; a page
 * that reports no paint within 3 s (none should) starts its script then.
 */
export function startScriptsAfterPaint(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (scripts.length !== 1) throw new Error(`index.html: expected one module script, found ${scripts.length}`);
  const loader =
    `(function(){var d=document,w=window,done=false;function go(){if(done)return;done=true;` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(scripts[0])};d.head.appendChild(s)}` +
    `var P=w.PerformanceObserver;` +
    `if(d.hidden)go();` +
    `else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(go,3000)}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});` +
    `d.addEventListener('visibilitychange',go)})();`;
  return html.replace(MODULE_SCRIPT, '').replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}

export function firstScreenPlugin(): Plugin[] {
  let config: ResolvedConfig;
  let singleFile = false;
  return [
    {
      name: 'first-screen',
      apply: 'build',
      configResolved(c) {
        config = c;
        // The single-file build inlines the module script itself (it opens from disk): it keeps its script tag.
        singleFile = c.plugins.some((p) => p.name === 'vite:singlefile');
      },
      transformIndexHtml: {
        order: 'pre',
        handler: async (html) => writeFirstScreen(html, await prerenderFirstScreen(config)),
      },
    },
    {
      name: 'first-screen:scripts-after-paint',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => (singleFile ? html : startScriptsAfterPaint(html)),
      },
    },
  ];
}
