import type { Language } from '../domain/language';
import enConsole from './locales/console/en.json';
import esConsole from './locales/console/es.json';
import jaConsole from './locales/console/ja.json';
import zhConsole from './locales/console/zh.json';
import enStart from './locales/start/en.json';
import esStart from './locales/start/es.json';
import jaStart from './locales/start/ja.json';
import zhStart from './locales/start/zh.json';
import type { Messages } from './index';

/**
 * Every message of every language, both parts together: for the fake server, the scripts and the tests. The console
 * itself never imports this file; it loads the parts it needs (./index.ts).
 */
export const ALL_MESSAGES: Record<Language, Messages> = {
  en: { ...enStart, ...enConsole },
  zh: { ...zhStart, ...zhConsole },
  es: { ...esStart, ...esConsole },
  ja: { ...jaStart, ...jaConsole },
};
