import { join } from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import type { FirstScreenConfig } from '../src/firstScreen/inlineScript';
import type { FirstScreenParts } from '../src/firstScreen/prerender';
import { firstScreenCssPlugin } from './firstScreenCss.ts';
import { servesPages } from './indexPage.ts';

/**
 * The first screen, written into index.html by the build and by the dev server (the product's first screen is HTML: docs/architecture.md).
 * A Vite server in the build's own mode loads src/firstScreen/prerender.tsx, which draws the sign-in page with the
 * console's components in every language, and the empty console frame; this plugin puts them in the page:
 * - `<!--first-screen:templates-->`: one inert <template> per language, and the frame's;
 * - `<!--first-screen:script-->` (right after #root): the inline script that picks one before the first paint;
 * - `<!--first-screen:noscript-->`: the page as a browser without script shows it.
 */
export const MARKS = {
  templates: '<!--first-screen:templates-->',
  script: '<!--first-screen:script-->',
  noscript: '<!--first-screen:noscript-->',
} as const;

/** The first screen as index.html takes it: the prerendered parts, and the inline script that picks one of them. */
export interface FirstScreenHtml extends FirstScreenParts {
  /** The inline script, right after #root. */
  script: string;
}

export async function prerenderFirstScreen(config: ResolvedConfig): Promise<FirstScreenHtml> {
  const [parts, apply] = await Promise.all([prerenderParts(config), bundleInlineScript(config.root)]);
  return { ...parts, script: inlineScript(apply, parts.config) };
}

/**
 * The inline script's module (src/firstScreen/inlineScript.ts) bundled with what it imports, the console's own rules
 * (src/domain), by Vite as the console's code is: one script, minified, whose `firstScreen` holds its exports.
 */
export async function bundleInlineScript(root: string): Promise<string> {
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src/firstScreen/inlineScript.ts'), formats: ['iife'], name: 'firstScreen' },
    },
  });
  const files = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
  const chunk = files.find((f) => f.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('scripts/firstScreen.ts: the inline script was not bundled');
  return chunk.code;
}

/** The bundle run on the page with its configuration, its one global (`firstScreen`) kept inside a function. */
export const inlineScript = (bundle: string, config: FirstScreenConfig): string =>
  `(function(){${bundle.trim()}\nfirstScreen.applyFirstScreen(${JSON.stringify(config)},document,window)})();`;

async function prerenderParts(config: ResolvedConfig): Promise<FirstScreenParts> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await loadPrerender(server);
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

/**
 * The console's own modules go through Vite; the libraries are Node's own packages, loaded as they are (Blueprint's
 * markup does not depend on the build's plugins, and its icons' 3,000 modules of path data went through Vite one by
 * one in 10 s).
 */
const loadPrerender = async (server: ViteDevServer): Promise<FirstScreenParts> =>
  (
    (await server.ssrLoadModule('/src/firstScreen/prerender.tsx')) as {
      renderFirstScreen(): Promise<FirstScreenParts>;
    }
  ).renderFirstScreen();

/**
 * The same first screen in the build and under `npm start`: both prerender it with a server of their own. The dev
 * server draws it before it says it is ready, and again after a source file changes; a page asked for meanwhile waits
 * for it, so every visit gets the first screen the build writes and the console hydrates it. A prerender that fails
 * under `npm start` (a file being edited) leaves the boot spinner, and says why; in the build it fails the build.
 */

/**
 * The prerender draws markup only: a stylesheet imported on its way (Blueprint's is processed with postcss, half a
 * second) is loaded empty there, as the browser's stylesheets have nothing to give a string of HTML.
 */
const noCssInPrerender: Plugin = {
  name: 'first-screen:no-css-in-prerender',
  enforce: 'pre',
  load(id) {
    return this.environment.config.consumer === 'server' && /\.css($|\?)/.test(id) ? '' : null;
  },
};

export function firstScreenPlugin(): Plugin[] {
  return [noCssInPrerender, firstScreenHtmlPlugin(), firstScreenCssPlugin()];
}

function firstScreenHtmlPlugin(): Plugin {
  let config: ResolvedConfig;
  let dev: ViteDevServer | null = null;
  let drawn: Promise<FirstScreenHtml> | null = null;
  const draw = () => (drawn ??= prerenderFirstScreen(config));
  return {
    name: 'first-screen',
    configResolved(c) {
      config = c;
    },
    async configureServer(server) {
      if (!servesPages(server)) return;
      dev = server;
      server.watcher.on('change', () => {
        drawn = null;
      });
      // Drawn before the server says it is ready, so that the first visit is served the first screen at once.
      await draw().catch(() => {});
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (!dev) return writeFirstScreen(html, await draw());
        const bare = () => Object.values(MARKS).reduce((h, mark) => h.replace(mark, ''), html);
        try {
          return writeFirstScreen(html, await draw());
        } catch (err) {
          drawn = null;
          dev.config.logger.error(`first screen: not prerendered (${String(err)})`);
          return bare();
        }
      },
    },
  };
}
