/**
 * "Now" as the server sees it. In demo and test modes the fake server runs a virtual clock (tests stop and move it),
 * so expiry times it sends must be compared with that clock, not the machine's. A production build is always on real
 * time: the branch (and the demo API's name) is removed at build time.
 */
export function serverNow(): number {
  if (import.meta.env.MODE !== 'production' && typeof window !== 'undefined' && window.__demo)
    return window.__demo.now();
  return Date.now();
}
