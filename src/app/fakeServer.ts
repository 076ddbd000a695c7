import { callsUnsettled, setTransportFault } from '../api/http';
import { apiBaseUrl, passthroughPatterns } from '../config';
import { isPassthrough } from '../lib/passthrough';
import type { ReplyCheck } from '../../mirage/backend';
import { installDemoApi } from '../../mirage/demoApi';
import { FAULT_HEADER, normalizePath } from '../../mirage/faults';
import { loadMediaStore } from '../../mirage/mediaStore';
import { makeServer } from '../../mirage/server';
import { readDemoChoice } from '../../mirage/demoChoice';
import { provideMessages, speaks } from '../../mirage/messages';
import { isLanguage, type Language } from '../domain/language';
import type { Messages } from '../i18n';
import { wholeMessages } from '../i18n/messageFiles';
import { loadBrands } from '../demo/brandStorage';
import { linkValue } from '../demo/demoLink';

const asked = new Map<Language, Promise<void>>();
/**
 * Resolves once the fake server can answer in `language` (a call's Accept-Language, the console's language): its
 * messages are loaded the first time a call asks for it, and no others (an English visitor's demo does not download
 * Chinese it never reads). Another value, or none, answers at once: the server answers such a call in a language it
 * has (mirage/messages.ts).
 */
export function serverSpeaks(language?: string): Promise<void> {
  if (!language || !isLanguage(language) || speaks(language)) return Promise.resolve();
  let loading = asked.get(language);
  if (!loading) {
    // Both parts: the very files (and chunks) the console's own messages come from.
    loading = wholeMessages(language).then((messages) => provideMessages(language, messages as Messages));
    asked.set(language, loading);
  }
  return loading;
}

let markStarted: () => void = () => {};
/**
 * Resolves once the fake server answers and `window.__demo` is there: the Demo button, which drives it, waits for this
 * rather than for whatever draws the page again after the server has started.
 */
export const fakeServerStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Demo and test modes: the fake server answers every call inside the browser. Faults are taken here, at the
 * transport, because only here can a call fail the way a dropped connection does.
 */
export async function startFakeServer(mode: 'demo' | 'test'): Promise<void> {
  // A demo link (?demo=...) picks the brand, language, seed and scenario this boot starts with.
  const link = linkValue(window.location.href) ? await import('../demo/linkBoot') : null;
  await link?.readLinkAtBoot();
  const { seed, scenario } = readDemoChoice();
  // End-to-end tests check every answer against openapi.json, in Node (tests/e2e/fixtures.ts): the answers go out
  // through a binding the test installs; no validator ships in the demo.
  const replyCheck: ReplyCheck | undefined =
    mode === 'test'
      ? (method, path, reply) => void window.__contractReply?.(method, path, reply).catch(() => {})
      : undefined;
  const server = makeServer({ mode, baseUrl: apiBaseUrl, seed, scenario, replyCheck });
  setTransportFault((config) => {
    // A path the real service answers (development passthrough): the browser's own fetch, which the fake server
    // does not intercept, through Vite's proxy. No fault injection there.
    if (isPassthrough(config.url ?? '', passthroughPatterns)) {
      config.adapter = 'fetch';
      return null;
    }
    const fault = server.backend.faults.take(normalizePath(config.url ?? ''));
    if (fault !== null) server.persist();
    if (fault === 'network') return 'network';
    if (fault !== null) config.headers.set(FAULT_HEADER, String(fault));
    return null;
  });
  const demo = installDemoApi(server);
  // A script reading the page waits until the console's calls have settled.
  demo.callsUnsettled = callsUnsettled;
  // The studio's brands live in their own storage and outlive the database: the server serves them from the start.
  demo.syncBrands(loadBrands());
  const speed = link?.peekSpeed();
  if (speed !== undefined) demo.speed(speed);
  // Uploaded files kept by earlier visits (demo mode) must be playable before the first list is read.
  await loadMediaStore();
  markStarted();
}
