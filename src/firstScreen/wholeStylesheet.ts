/**
 * The built page paints with the sign-in page's own rules, and holds the whole stylesheet as a disabled link, not
 * fetched (scripts/firstScreenCss.ts): the sign-in page needs none of it. Anything the console draws beyond the
 * sign-in page waits for this first, so no part of the console ever shows half-styled: it enables that link where it
 * stands (so the cascade is the whole sheet's) and resolves once every stylesheet link of the page has loaded (or
 * failed: a page drawn without it beats no page). Under `npm start` the styles are in the page already.
 */
const asked = new WeakMap<Document, Promise<void>>();

export function wholeStylesheet(doc: Document): Promise<void> {
  // Once per page: a link that failed to load fires nothing more, so a second wait on it would never end.
  let loaded = asked.get(doc);
  if (!loaded) {
    loaded = whenLoaded(doc);
    asked.set(doc, loaded);
  }
  return loaded;
}

function whenLoaded(doc: Document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const pending = links.filter((link) => link.disabled || !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.disabled = false;
        }),
    ),
  ).then(() => undefined);
}

/** A part of the console loaded from the sign-in page (its frame, a toast, the Demo drawer), once the sheet is in. */
export const withWholeStylesheet = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, wholeStylesheet(document)]).then(([m]) => m);
