/** Values of fake:serve's command line: sizes (10mb, 512k, 1048576) and durations (90s, 30m, 7d, 3600000). */

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
};
const TIME_UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function parse(text: string, units: Record<string, number>, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? units[m[2].toLowerCase()] : undefined;
  if (!m || unit === undefined) {
    throw new RangeError(
      `${what}: "${text}" is not a ${what === 'size' ? 'size such as 10mb' : 'duration such as 30m'}`,
    );
  }
  return Math.round(Number(m[1]) * unit);
}

export const parseSize = (text: string): number => parse(text, SIZE_UNITS, 'size');
export const parseDuration = (text: string): number => parse(text, TIME_UNITS, 'duration');

/** A duration as the command line writes it (3600000 -> 1h, 90000 -> 90s), for messages that name an option. */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  }
  return ms >= 1000 ? `${Math.round(ms / 1000)}s` : `${ms}ms`;
}
