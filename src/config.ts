/**
 * The mode is decided once, at boot. `import.meta.env.MODE` is a literal after the build, so in a production build
 * `hasFakeServer` is the constant false and every branch that loads the fake server is removed from the output.
 */
export type AppMode = 'production' | 'demo' | 'test';

export const hasFakeServer: boolean = import.meta.env.MODE !== 'production';

export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/api';

const MODE_KEY = 'console.mode';

/**
 * Demo builds run in test mode when a test asks for it (`?mode=test` once, kept for the tab): zero latency, stopped
 * clock, data that lives only as long as the tab.
 */
export function resolveMode(): AppMode {
  if (!hasFakeServer) return 'production';
  if (typeof window === 'undefined') return 'test';
  const asked = new URLSearchParams(window.location.search).get('mode');
  if (asked === 'test' || asked === 'demo') window.sessionStorage.setItem(MODE_KEY, asked);
  return window.sessionStorage.getItem(MODE_KEY) === 'test' ? 'test' : 'demo';
}
