import type { OutputBundle } from 'rolldown';
import type { Plugin, ViteDevServer } from 'vite';

/** How a step rewrites index.html: in the build, once every file is written (so it can name them); under `npm start`,
 * as the dev server serves the page (it names the sources the dev server serves). */
export interface PageEdit {
  built(html: string, bundle: OutputBundle): string;
  served(html: string, server: ViteDevServer): string | Promise<string>;
  /** Under `npm start`, work the first visit would wait for, started as the server starts (not waited for). */
  warm?(server: ViteDevServer): Promise<unknown>;
}

/**
 * A step that rewrites index.html the same way in the build and under `npm start`, after the first screen is written
 * into it (scripts/firstScreen.ts), so both serve one page. The single-file build is left alone: its page holds its
 * scripts and stylesheet itself.
 */
export function indexPagePlugin(name: string, edit: PageEdit): Plugin {
  let singleFile = false;
  let server: ViteDevServer | null = null;
  return {
    name,
    enforce: 'post',
    configResolved(config) {
      singleFile = config.plugins.some((p) => p.name === 'vite:singlefile');
    },
    configureServer(s) {
      server = s;
      if (servesPages(s)) edit.warm?.(s).catch(() => {});
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (server ? edit.served(html, server) : html),
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (singleFile || page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = edit.built(page.source, bundle);
    },
  };
}

/**
 * A dev server that serves the console's pages (`npm start`, the e2e dev server): not the build's own prerender server
 * (middleware mode), nor the unit tests' (Vitest's): work done ahead for a visitor is wasted there.
 */
export const servesPages = (server: ViteDevServer): boolean =>
  !server.config.server.middlewareMode && !process.env.VITEST;
