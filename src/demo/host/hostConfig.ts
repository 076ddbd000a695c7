import { isLanguage } from '../../domain/language';

/**
 * What the demo host (mirage/host/demoHost.ts) tells the page it serves, in `<meta name="demo-host">`: that the
 * console talks to the host's fake over HTTP (its /api, the browser's sandbox in an HttpOnly cookie) instead of the
 * fake server in the browser, and who is looking: a seller, or a prospect who opened a link.
 */
export interface HostConfig {
  role: 'seller' | 'prospect';
  /** A prospect's opening (a mark, not the sandbox's key): the link's language and brand apply once per opening. */
  visit?: string;
  language?: string;
  brand?: string;
}

export function readHostConfig(doc: Document = document): HostConfig | null {
  const raw = doc.querySelector('meta[name="demo-host"]')?.getAttribute('content');
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<HostConfig>;
    if (v.role !== 'seller' && v.role !== 'prospect') return null;
    return {
      role: v.role,
      visit: typeof v.visit === 'string' ? v.visit : undefined,
      language: isLanguage(v.language) ? v.language : undefined,
      brand: typeof v.brand === 'string' ? v.brand : undefined,
    };
  } catch {
    return null;
  }
}

/** The keys src/stores/LocaleStore.ts and src/stores/BrandStore.ts read; the opening applied last. */
const LANGUAGE_KEY = 'console.language';
const BRAND_HOST_KEY = 'console.brandHost';
const VISIT_KEY = 'console.hostVisit';

/**
 * Before the console starts: a prospect's new opening shows in the link's language and brand (the browser's language
 * does not override it); after that the prospect's own choices stand, through reloads.
 */
export function applyVisit(config: HostConfig, storage: Storage = localStorage): void {
  if (config.role !== 'prospect' || !config.visit || storage.getItem(VISIT_KEY) === config.visit) return;
  storage.setItem(VISIT_KEY, config.visit);
  if (config.language) storage.setItem(LANGUAGE_KEY, config.language);
  if (config.brand) storage.setItem(BRAND_HOST_KEY, config.brand);
  else storage.removeItem(BRAND_HOST_KEY);
}

/**
 * At boot (src/config.ts resolveMode): when the demo host serves the page, its opening applied and its tools (the
 * seller's Share panel, or the prospect's viewing report) loaded beside the console; true then.
 */
export function startHostVisit(): boolean {
  const config = readHostConfig();
  if (!config) return false;
  applyVisit(config);
  void import('./hostTools').then((m) => m.startHostTools(config));
  return true;
}
