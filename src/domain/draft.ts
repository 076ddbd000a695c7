/**
 * Whether an editor's draft holds work worth keeping across a reload: some field differs from the editor as it
 * started. Fields named `…Id` are left out: the editor fills them itself from the lists it loads (the first voice), so
 * they differ from the start without the person having done anything.
 */
export function draftHasWork(draft: unknown, blank: unknown, key = ''): boolean {
  if (key.endsWith('Id')) return false;
  if (typeof draft === 'object' && draft !== null && !Array.isArray(draft)) {
    const b = typeof blank === 'object' && blank !== null ? (blank as Record<string, unknown>) : {};
    return Object.entries(draft).some(([k, v]) => draftHasWork(v, b[k], k));
  }
  return JSON.stringify(draft) !== JSON.stringify(blank);
}

/**
 * A draft without its `…Id` fields, at any depth: what Discard puts back, so the choices the editor filled in itself
 * (the first voice) stay chosen while everything the person did goes.
 */
export function withoutIds<T>(draft: T): T {
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return draft;
  return Object.fromEntries(
    Object.entries(draft)
      .filter(([k]) => !k.endsWith('Id'))
      .map(([k, v]) => [k, withoutIds(v)]),
  ) as T;
}
