/**
 * The message namespaces the sign-in page draws (and the calls it makes can answer with). The first load of a
 * signed-out visitor fetches only these (~2 kB gzip instead of ~11 kB, scripts/firstMessages.ts builds them); the
 * rest follows once the page is live. A unit test checks the page draws the same with these alone.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'app',
  'login',
  'register',
  'language',
  'nav',
  'route',
  'validation',
  'errors',
  'firstScreen',
] as const;
