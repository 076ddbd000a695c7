/** A small seeded generator (mulberry32), so the fake server's choices repeat for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random hex id, from the seeded generator so ids repeat with the seed. */
export function makeId(rand: () => number, prefix: string, length = 12): string {
  let s = '';
  for (let i = 0; i < length; i++) s += Math.floor(rand() * 16).toString(16);
  return `${prefix}${s}`;
}
