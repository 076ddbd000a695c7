import { isScenario } from '../../mirage/scenarios';
import { writeDemoChoice } from '../../mirage/demoChoice';
import { BRAND_HOST_KEY } from '../../mirage/demoApi';
import { AUTH_IDS_COOKIE, TOKEN_COOKIE, USER_COOKIE } from '../domain/constants';
import { studioHost } from '../domain/demoBrand';
import { removeCookie } from '../lib/cookies';
import { loadBrands, saveBrands, upsertBrand } from './brandStorage';
import { baseUrl, type DemoLinkState, decodeState, type LinkError, linkValue } from './demoLink';
import { presenterTools, toolsParam } from './presenterTools';

/** What is left to do once the console has started: sign in and open the page, or say the link was unreadable. */
export interface PendingLink {
  state?: DemoLinkState;
  error?: LinkError;
}

let pending: PendingLink | null = null;

/** The link read at boot, handed over once (the console's start takes it). */
export function takePendingLink(): PendingLink | null {
  const p = pending;
  pending = null;
  return p;
}

/** The clock speed a link asks for, applied as soon as the fake server runs. */
export const peekSpeed = (): number | undefined => pending?.state?.speed;

/** The language key src/stores/LocaleStore.ts reads. */
const LANGUAGE_KEY = 'console.language';

/**
 * Runs before the fake server and the console start, so both start as the link says: the brand saved and shown,
 * the language chosen (the prospect's browser language does not override it), the seed and scenario picked. The
 * link leaves the address bar at once, so a reload keeps what the visitor does next instead of starting over.
 */
export async function readLinkAtBoot(): Promise<void> {
  const value = linkValue(window.location.href);
  if (!value) return;
  // `?demoTools=1` beside the link brings the presenter's controls back (read before the address is cleaned).
  const toolsAsked = toolsParam(window.location.href);
  window.history.replaceState(null, '', `${baseUrl(window.location.href)}${window.location.hash}`);
  const read = await decodeState(value);
  if (!read.ok) {
    pending = { error: read.error };
    return;
  }
  const { state } = read;
  // The prospect sees the product, not the presenter's tools, unless the link (or the address) asks for them.
  presenterTools.set(toolsAsked ?? state.tools === true);
  if (state.brand) {
    saveBrands(upsertBrand(loadBrands(), state.brand));
    localStorage.setItem(BRAND_HOST_KEY, studioHost(state.brand.id));
  } else if (state.host) localStorage.setItem(BRAND_HOST_KEY, state.host);
  else localStorage.removeItem(BRAND_HOST_KEY);
  if (state.language) localStorage.setItem(LANGUAGE_KEY, state.language);
  // The link opens its own demo: a session this tab held (another account, or data the link replaces) ends before
  // the console starts, so no call goes out with it; the link's account then signs in, as in a fresh browser.
  if (state.account || state.seed || state.scenario) {
    for (const name of [TOKEN_COOKIE, AUTH_IDS_COOKIE, USER_COOKIE]) removeCookie(name);
  }
  if (state.seed || state.scenario) {
    writeDemoChoice({
      seed: state.seed ?? 1,
      scenario: isScenario(state.scenario) ? state.scenario : 'default',
    });
  }
  pending = { state };
}
