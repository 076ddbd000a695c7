import { preloadWholeStylesheet, withWholeStylesheet } from '../firstScreen/wholeStylesheet';
import { withConsoleMessages } from '../i18n';

/**
 * A part of the console beyond the sign-in page: drawn once the console's messages and its whole stylesheet are in
 * (the sign-in page loads neither: src/i18n, src/firstScreen/wholeStylesheet.ts).
 */
export const consolePart = <T>(chunk: Promise<T>): Promise<T> => withWholeStylesheet(withConsoleMessages(chunk));

/** The console's frame (sidebar, top bar, tabs) with what it needs: the route loads it, and a sign-in ahead of it. */
export const loadConsoleFrame = () => consolePart(import('../layout/Layout'));

/**
 * The frame's code, messages and stylesheet fetched ahead (a sign-in on its way), the stylesheet into the cache only:
 * the sign-in page keeps its own rules until the frame is drawn.
 */
export function fetchConsoleFrame(): Promise<unknown> {
  preloadWholeStylesheet();
  return withConsoleMessages(import('../layout/Layout'));
}
