/**
 * The built page paints with its first screen's rules and loads the whole stylesheet beside the scripts
 * (scripts/firstScreenCss.ts). The console draws nothing of its own before that sheet is in, so no page of it ever
 * shows half-styled: this resolves once every stylesheet link of the page has loaded (or failed: a page drawn
 * without it beats no page). Under `npm start` the styles are in the page already.
 */
export function wholeStylesheet(doc: Document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
