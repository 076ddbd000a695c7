/**
 * The built page paints with the sign-in page's own rules, and holds the whole stylesheet as a disabled link, not
 * fetched (scripts/firstScreenCss.ts): the sign-in page needs none of it. Anything the console draws beyond the
 * sign-in page is loaded with `withWholeStylesheet`, so no part of the console ever shows half-styled: the first call
 * enables that link where it stands (so the cascade is the whole sheet's) and every call resolves once the page's
 * stylesheet links have loaded (or failed: a page drawn without it beats no page). `npm start` serves the same page.
 */
let loaded: Promise<void> | null = null;

/** Once per page: a link that failed to load fires nothing more, so a second wait on it would never end. */
function wholeStylesheet(): Promise<void> {
  loaded ??= Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => link.disabled || !link.sheet)
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
            link.disabled = false;
          }),
      ),
  ).then(() => undefined);
  return loaded;
}

// Under `npm start` an edited stylesheet shows at once: the rules written into the page are those it was served with,
// and the dev server updates the whole sheet only, so it is turned on before the update lands.
import.meta.hot?.on('vite:beforeUpdate', () => void wholeStylesheet());

/** A part of the console loaded from the sign-in page (its frame, a toast, the Demo drawer), once the sheet is in. */
export const withWholeStylesheet = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, wholeStylesheet()]).then(([m]) => m);

/**
 * Fetches the whole stylesheet into the browser's cache without turning it on (the sign-in page is drawn with its own
 * rules, and must stay so): a sign-in on its way asks for it, so the console's frame finds it there.
 */
export function preloadWholeStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.disabled || document.querySelector(`link[rel="preload"][href="${link.href}"]`)) continue;
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = link.href;
    document.head.append(preload);
  }
}
