import type { Plugin } from 'vite';
import { builtPagePlugin } from './builtPage.ts';

/**
 * The build's index.html names the console's start-up code and every file it imports (`src/app/start.tsx`: React, the
 * first screen's file, the runtime) as modulepreload links, so the browser asks for them as it reads the page, beside
 * the small entry rather than once the entry has arrived and run: on a phone's network that is a round trip of over
 * half a second on the way to a live sign-in page. They no longer compete with the first paint, which waits for nothing but
 * index.html (its rules are in the page: scripts/firstScreenCss.ts). The entry still asks for the page's language and
 * icons, which only the inline script knows (src/firstScreen/downloads.ts). The single-file build has no files.
 */
export const firstScreenFilesPlugin = (): Plugin =>
  builtPagePlugin('first-screen:files', (html, bundle) => {
    // The file that holds start.tsx (a code-splitting group's file names no module as its facade).
    const start = Object.values(bundle).find(
      (c) => c.type === 'chunk' && c.moduleIds.some((id) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id)),
    );
    if (!start) throw new Error('scripts/firstScreenFiles.ts: no chunk for src/app/start.tsx');
    const files = new Set<string>();
    const add = (name: string) => {
      const chunk = bundle[name];
      if (files.has(name) || chunk?.type !== 'chunk') return;
      files.add(name);
      for (const imported of chunk.imports) add(imported);
    };
    add(start.fileName);
    const links = [...files]
      .filter((f) => !html.includes(`"./${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`)
      .join('');
    const entry = html.match(/<script type="module"[^>]*><\/script>/);
    if (!entry) throw new Error('scripts/firstScreenFiles.ts: index.html has no module script');
    return html.replace(entry[0], () => entry[0] + links);
  });
