/**
 * Whether two plain server records say the same thing. A store re-reading a record on every navigation keeps the
 * object it has when nothing changed: a new object would draw every component that reads it again, for nothing.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
