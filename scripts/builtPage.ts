import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A build step that rewrites the built index.html once every file is written (so it can name them), as `edit` returns
 * it. The single-file build is left alone: its page holds its scripts and stylesheet itself.
 */
export function builtPagePlugin(name: string, edit: (html: string, bundle: OutputBundle) => string): Plugin {
  let singleFile = false;
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      singleFile = config.plugins.some((p) => p.name === 'vite:singlefile');
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (singleFile || page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = edit(page.source, bundle);
    },
  };
}
