import type { Language } from '../domain/language';

/**
 * The messages come in two parts per language, each its own chunk. `start` is what any screen may show before the
 * console opens: the sign-in and registration pages, the error pages, the server's and the forms' messages.
 * `console` is the rest, loaded with the console's frame (src/router/index.tsx) or the demo kit: a visitor to the
 * sign-in page downloads a quarter of the words, in the one language they read.
 *
 * On their own (no i18next here): start-up asks for the first screen's part before i18next itself has arrived
 * (src/firstScreen/downloads.ts). A file asked for twice is fetched once: the browser keeps each module.
 */
export type MessagePart = 'start' | 'console';
type Loader = () => Promise<{ default: object }>;
export const MESSAGE_FILES: Record<MessagePart, Record<Language, Loader>> = {
  start: {
    en: () => import('./locales/start/en.json'),
    zh: () => import('./locales/start/zh.json'),
    es: () => import('./locales/start/es.json'),
    ja: () => import('./locales/start/ja.json'),
  },
  console: {
    en: () => import('./locales/console/en.json'),
    zh: () => import('./locales/console/zh.json'),
    es: () => import('./locales/console/es.json'),
    ja: () => import('./locales/console/ja.json'),
  },
};

/** Both parts of a language's messages, as one object: what the fake server answers in (src/app/fakeServer.ts). */
export const wholeMessages = (lng: Language): Promise<object> =>
  Promise.all([MESSAGE_FILES.start[lng](), MESSAGE_FILES.console[lng]()]).then(([start, rest]) => ({
    ...start.default,
    ...rest.default,
  }));
