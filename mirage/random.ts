/** A seeded generator whose position can be read and set again (a persisted server resumes its sequence). */
export interface SeededRandom {
  (): number;
  state(): number;
  setState(state: number): void;
}

/** A small seeded generator (mulberry32), so the fake server's choices repeat for the same seed. */
export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as SeededRandom;
  next.state = () => a;
  next.setState = (state) => {
    a = state >>> 0;
  };
  return next;
}

/** A random hex id, from the seeded generator so ids repeat with the seed. */
export function makeId(rand: () => number, prefix: string, length = 12): string {
  let s = '';
  for (let i = 0; i < length; i++) s += Math.floor(rand() * 16).toString(16);
  return `${prefix}${s}`;
}
