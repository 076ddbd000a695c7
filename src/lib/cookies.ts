/** The few cookie reads and writes the session needs (token, user, brand and role live there: docs/product.md). */
export function getCookie(name: string): string {
  // The build's prerender of the first screen (src/firstScreen) creates the stores where there is no document.
  if (typeof document === 'undefined') return '';
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return '';
}

/** Told of every write through setCookie and removeCookie (a sign-in, a sign-out): the browser gives no such event. */
const written = new Set<() => void>();
export function onCookieWrite(listener: () => void): () => void {
  written.add(listener);
  return () => written.delete(listener);
}
const told = (): void => {
  for (const listener of written) listener();
};

export function setCookie(name: string, value: string, days = 7): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in cookies; the Cookie Store API is async and not in every browser.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  told();
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  told();
}

export function getJsonCookie<T>(name: string): T | null {
  const raw = getCookie(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const setJsonCookie = (name: string, value: unknown): void => setCookie(name, JSON.stringify(value));
