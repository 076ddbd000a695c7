import { startHostVisit } from './demo/host/hostConfig';
import { parsePassthrough } from './lib/passthrough';

/**
 * The mode is decided once, at boot. `import.meta.env.MODE` is a literal after the build, so in a production build
 * `hasFakeServer` is the constant false and every branch that loads the fake server is removed from the output.
 */
export type AppMode = 'production' | 'demo' | 'test' | 'host';

export const hasFakeServer: boolean = import.meta.env.MODE !== 'production';

/**
 * Development with a partial backend (`VITE_API_PASSTHROUGH`): the paths that match go to the real service through
 * Vite's dev proxy at /api (vite.config.ts), the rest to the fake server. Never in a build.
 */
export const passthroughPatterns: string[] =
  hasFakeServer && import.meta.env.DEV ? parsePassthrough(import.meta.env.VITE_API_PASSTHROUGH) : [];

/** The API base; with passthrough the console calls its own origin, which the dev proxy forwards. */
export const apiBaseUrl: string = passthroughPatterns.length ? '/api' : import.meta.env.VITE_API_BASE_URL || '/api';

/** Where passthrough calls end up (shown in the Demo drawer). */
export const passthroughTarget: string = passthroughPatterns.length ? (import.meta.env.VITE_API_BASE_URL ?? '') : '';

const MODE_KEY = 'console.mode';

/**
 * Demo builds run in test mode when a test asks for it (`?mode=test` once, kept for the tab): zero latency, stopped
 * clock, data that lives only as long as the tab. Served by the demo host (`npm run demo:host`, which says so in the
 * page), the console calls the host's fake over HTTP at /api, as it calls a real service: no fake server in the page.
 */
export function resolveMode(): AppMode {
  if (!hasFakeServer) return 'production';
  if (typeof window === 'undefined') return 'test';
  if (startHostVisit()) return 'host';
  const asked = new URLSearchParams(window.location.search).get('mode');
  if (asked === 'test' || asked === 'demo') window.sessionStorage.setItem(MODE_KEY, asked);
  return window.sessionStorage.getItem(MODE_KEY) === 'test' ? 'test' : 'demo';
}
