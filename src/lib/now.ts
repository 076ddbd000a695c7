/**
 * "Now" as the server sees it. In demo and test modes the fake server runs a virtual clock (tests stop and move it),
 * so expiry times it sends must be compared with that clock, not the machine's.
 */
export function serverNow(): number {
  if (typeof window !== 'undefined' && window.__demo) return window.__demo.now();
  return Date.now();
}
