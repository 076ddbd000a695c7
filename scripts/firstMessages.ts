import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_NAMESPACES } from '../src/i18n/firstScreenNamespaces.ts';

/**
 * `virtual:first-messages/<lng>`: the namespaces of one locale file the sign-in page needs
 * (src/i18n/firstScreenNamespaces.ts), as a module of its own, so a signed-out first load does not fetch every
 * page's messages.
 */
const PREFIX = 'virtual:first-messages/';

export function firstMessages(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(FIRST_SCREEN_NAMESPACES.filter((ns) => ns in source).map((ns) => [ns, source[ns]]));
}

export function firstMessagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'first-messages',
    configResolved(c) {
      root = c.root;
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lng = id.slice(PREFIX.length + 1);
      const file = join(root, 'src/i18n/locales', `${lng}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(firstMessages(JSON.parse(readFileSync(file, 'utf8'))))};`;
    },
  };
}
