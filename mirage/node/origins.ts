/**
 * Which web pages may use the demo controls (`/__demo`) of fake:serve. They reset data, move clocks and read the
 * request log, so a page of any site on the internet must not reach them through a browser that happens to run next
 * to a fake; the API itself (`/api`) answers every origin, as a service a team's web app calls does.
 */

/** This machine's origins: localhost (and any *.localhost, the brand hosts), 127.0.0.1 and [::1], on any port. */
export function isLocalOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/**
 * The rule of `--allow-origin` (given as origins, or `*` for any): whether a request's Origin may use the demo
 * controls. A request without an Origin (curl, a script, a test runner) is no browser page and may.
 */
export function demoOriginAllowed(allowed: readonly string[]): (origin: string | undefined) => boolean {
  const any = allowed.includes('*');
  const named = new Set(allowed.map((o) => o.toLowerCase()));
  return (origin) => !origin || any || isLocalOrigin(origin) || named.has(origin.toLowerCase());
}
