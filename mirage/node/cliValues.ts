import { MAX_SPEED } from '../clock';

/**
 * The command lines of fake:serve and contract: how arguments are read (readArgs) and the rule of each kind of value
 * (sizes such as 10mb, durations such as 30m, counts, the seed, the speed, addresses, origins). Every refusal is a
 * CliError of one line, which the scripts print before exiting with code 2: never a stack trace, never a value taken
 * and then misread (a --seed of "abc" used to start seed NaN).
 */

/** A command line that cannot be taken: one line saying what and how to write it. */
export class CliError extends Error {}

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
  const value = m && unit !== undefined ? Math.round(Number(m[1]) * unit) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw new CliError(`${what}: "${text}" is not a ${what === 'size' ? 'size such as 10mb' : 'duration such as 30m'}`);
  }
  return value;
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

/** A wait as a person reads it, rounded up to the second: 3599001 -> 1h 0m, 125000 -> 2m 5s, 900 -> 1s. */
export function formatWait(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 3600) {
    const minutes = Math.ceil(s / 60);
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
  }
  if (s >= 60) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${s}s`;
}

/** How an option is written: `--name value` (a string, maybe repeated) or `--name` alone (a switch). */
export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
}
export type ArgValues = Record<string, string | boolean | string[] | undefined>;

/**
 * Reads `--name value`, `--name=value` and `--switch` against the options a command takes; 'help' for --help or -h
 * anywhere. An unknown option, a bare argument or an option without its value is a CliError naming it.
 * A value may begin with '-' (`--speed -1` is then refused by the speed's own rule, saying why).
 */
export function readArgs(
  command: string,
  argv: readonly string[],
  spec: Record<string, OptionSpec>,
): ArgValues | 'help' {
  if (argv.includes('--help') || argv.includes('-h')) return 'help';
  const help = `(${command} --help lists the options)`;
  const values: ArgValues = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      throw new CliError(
        `${command}: unexpected argument "${arg}": each value follows its option, as in --name value ${help}`,
      );
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const option = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!option) throw new CliError(`${command}: unknown option --${name} ${help}`);
    if (option.type === 'boolean') {
      if (eq >= 0) throw new CliError(`${command}: --${name} takes no value`);
      values[name] = true;
      continue;
    }
    let value: string | undefined = eq >= 0 ? arg.slice(eq + 1) : argv[i + 1];
    if (eq < 0) {
      // The next argument is this option's value unless it is another option (`--persist --reset`).
      const next = value !== undefined && /^--[a-z]/.test(value) ? undefined : value;
      value = next;
      if (next !== undefined) i++;
    }
    if (value === undefined) throw new CliError(`${command}: --${name} needs a value`);
    // A repeated option: each value of one that takes several, else the last (as a wrapper's default is overridden).
    if (option.multiple) values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  return values;
}

/** A whole number written in digits, from `min` to `max`. */
export function parseCount(option: string, text: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    throw new CliError(`${option}: "${text}" is not a whole number ${range}`);
  }
  return n;
}

/** The largest seed (the seeded generator's state is 32 bits), as the demo controls take it. */
export const MAX_SEED = 2 ** 32 - 1;
export const parseSeed = (text: string): number => parseCount('--seed', text, 0, MAX_SEED);

/** The clock's speed: a number from 0 (stopped) to the clock's most (mirage/clock.ts). */
export function parseSpeed(text: string): number {
  const n = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= 0 && n <= MAX_SPEED)) {
    throw new CliError(`--speed: "${text}" is not a speed from 0 (stopped) to ${MAX_SPEED}, such as 60`);
  }
  return n;
}

/** A size or duration an option takes: more than 0 (a body limit of 0 would refuse every call). */
export function positiveSize(option: string, text: string): number {
  const n = withOption(option, () => parseSize(text));
  if (n <= 0) throw new CliError(`${option}: "${text}" is not a size above 0, such as 10mb`);
  return n;
}
export function positiveDuration(option: string, text: string): number {
  const n = withOption(option, () => parseDuration(text));
  if (n <= 0) throw new CliError(`${option}: "${text}" is not a duration above 0, such as 30m`);
  return n;
}

function withOption(option: string, read: () => number): number {
  try {
    return read();
  } catch (e) {
    throw new CliError(`${option}: ${e instanceof Error ? e.message.replace(/^(size|duration): /, '') : e}`);
  }
}

/** A file name that is a name: not empty, one line. */
export function parseFileName(option: string, text: string): string {
  if (!text.trim() || /[\0\r\n]/.test(text))
    throw new CliError(`${option}: "${text}" is not a file name, such as data.json`);
  return text;
}

/**
 * An http(s) address with a host and nothing a page or a shell would read as markup or quoting (`"`, `'`, `<`, `>`,
 * a backtick, a space): media addresses are built from it and shown in pages.
 */
export function parseHttpUrl(option: string, text: string): string {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || /["'<>`\s\\]/.test(text)) {
    throw new CliError(`${option}: "${text}" is not an address such as https://fake.example.com`);
  }
  return text;
}

/**
 * --allow-origin, repeatable and each a comma list: origins (scheme, host and port, no path) or `*` for any.
 */
export function parseOrigins(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of texts.flatMap((t) => t.split(','))) {
    const o = part.trim();
    if (o === '*') {
      out.push(o);
      continue;
    }
    let url: URL | null = null;
    try {
      url = new URL(o);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, '').toLowerCase()) {
      throw new CliError(
        `--allow-origin: "${o}" is not an origin such as https://qa.example.com or http://10.0.0.5:8080`,
      );
    }
    out.push(url.origin);
  }
  return out;
}

/** A port: 0 (any free one) to 65535. */
export const parsePort = (option: string, text: string): number => parseCount(option, text, 0, 65535);
