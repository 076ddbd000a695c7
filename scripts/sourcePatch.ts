import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites one file of a library as the bundler reads it, with `patch`, which throws when the file
 * no longer looks as it expects (a library upgrade): the build stops rather than ship the library unpatched.
 */
export function sourcePatchPlugin(name: string, file: RegExp, patch: (source: string) => string): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      return { code: patch(code), map: null };
    },
  };
}
