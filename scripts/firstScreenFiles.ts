import type { Plugin } from 'vite';
import { indexPagePlugin } from './indexPage.ts';

/** The console's start-up code, which src/main.tsx imports as soon as it runs. */
const START = 'src/app/start.tsx';

/**
 * index.html names the console's start-up code as modulepreload links, so the browser asks for it as it reads the
 * page, beside the small entry rather than once the entry has arrived and run: on a phone's network that is a round
 * trip of over half a second on the way to a live sign-in page. They do not compete with the first paint, which waits
 * for nothing but index.html (its rules are in the page: scripts/firstScreenCss.ts). The entry still asks for the
 * page's language and icons, which only the inline script knows (src/firstScreen/downloads.ts).
 * - The build names the file that holds start.tsx and every file it imports (React, the first screen's file, the
 *   runtime).
 * - `npm start` names start.tsx itself, the module the entry imports: the dev server serves each source as its own
 *   file, and makes its imports when it is asked for.
 */
export const firstScreenFilesPlugin = (): Plugin =>
  indexPagePlugin('first-screen:files', {
    built: (html, bundle) => {
      // The file that holds start.tsx (a code-splitting group's file names no module as its facade).
      const start = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${START}`)),
      );
      if (!start) throw new Error(`scripts/firstScreenFiles.ts: no chunk for ${START}`);
      const files = new Set<string>();
      const add = (name: string) => {
        const chunk = bundle[name];
        if (files.has(name) || chunk?.type !== 'chunk') return;
        files.add(name);
        for (const imported of chunk.imports) add(imported);
      };
      add(start.fileName);
      return withPreloads(
        html,
        /<script type="module"[^>]*><\/script>/,
        [...files].map((f) => `./${f}`),
      );
    },
    served: (html) => withPreloads(html, /<script type="module" src="\/src\/main\.tsx"><\/script>/, [`/${START}`]),
  });

/** `files` as modulepreload links right after the entry's script, each that the page does not name already. */
function withPreloads(html: string, entryScript: RegExp, files: string[]): string {
  const entry = html.match(entryScript);
  if (!entry) throw new Error('scripts/firstScreenFiles.ts: index.html has no module script');
  const links = files
    .filter((f) => !html.includes(`"${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
    .join('');
  return html.replace(entry[0], () => entry[0] + links);
}
