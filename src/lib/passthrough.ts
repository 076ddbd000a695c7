/**
 * Passthrough for a partial backend (development only): the calls whose paths match go to the real service through
 * Vite's dev proxy, the rest to the fake server. Patterns are paths under the API base, `*` matching any run of
 * characters within the path: `/oemConfig/*`, `/userInfo/getUserInfo`, `/usermanage/*`.
 */
export function parsePassthrough(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
}

const toRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** Whether a call's path (with or without the /api base and query) goes to the real service. */
export function isPassthrough(path: string, patterns: readonly string[]): boolean {
  if (!patterns.length) return false;
  const p = path
    .split('?')[0]
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/api(?=\/)/, '');
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return patterns.some((pattern) => toRegExp(pattern).test(withSlash));
}
