import { autorun, makeAutoObservable } from 'mobx';

/**
 * Whether the presenter's Demo controls (the Demo button and its drawer) show in this tab. A demo link opens without
 * them, so the prospect sees the product, not the presenter's tools; they come back with `?demoTools=1` in the address
 * or the keys Alt+Shift+D (README, Demo controls). Kept for the tab, so a reload keeps what the link chose.
 * `window.__demo` stays whole either way: scripts drive the demo the same.
 */
export const TOOLS_KEY = 'console.demoTools';
/** `?demoTools=1` shows the controls, `?demoTools=0` hides them (in the query or the hash's query). */
export const TOOLS_PARAM = 'demoTools';

/** The keys that show or hide the controls: Alt+Shift+D (a combination no browser takes for itself). */
export const isToolsKey = (e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean =>
  e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyD';

/** What the address asks for: true to show, false to hide, null when it says nothing. */
export function toolsParam(href: string): boolean | null {
  const url = new URL(href);
  const hashQuery = url.hash.split('?')[1];
  const v = url.searchParams.get(TOOLS_PARAM) ?? (hashQuery ? new URLSearchParams(hashQuery).get(TOOLS_PARAM) : null);
  return v === '1' ? true : v === '0' ? false : null;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

class PresenterTools {
  shown: boolean;

  constructor() {
    const asked = typeof window === 'undefined' ? null : toolsParam(window.location.href);
    this.shown = tabStorage()?.getItem(TOOLS_KEY) !== 'hidden';
    makeAutoObservable(this);
    // Asked for in the address: kept for the tab, as the keys' choice is.
    if (asked !== null) this.set(asked);
  }

  set(shown: boolean): void {
    this.shown = shown;
    if (shown) tabStorage()?.removeItem(TOOLS_KEY);
    else tabStorage()?.setItem(TOOLS_KEY, 'hidden');
  }

  toggle(): void {
    this.set(!this.shown);
  }
}

/** This tab's choice; a demo link sets it at boot (src/demo/linkBoot.ts). */
export const presenterTools = new PresenterTools();

if (typeof window !== 'undefined') {
  // The keys work from the moment this is loaded (with the Demo button's file, or a demo link's), on every page.
  window.addEventListener('keydown', (e) => {
    if (!isToolsKey(e)) return;
    e.preventDefault();
    presenterTools.toggle();
  });
  // Said on <html> (data-demo-tools), for scripts and tests that wait for the choice to be made.
  autorun(() => {
    document.documentElement.dataset.demoTools = presenterTools.shown ? 'shown' : 'hidden';
  });
}
