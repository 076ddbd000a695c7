/**
 * Which licences a build may carry (docs/licences.md), read by the build (scripts/licenceNotices.ts refuses to finish
 * a build that breaks it) and by the test of the built folders (tests/unit/licences.test.ts).
 */

/**
 * Code bundled with the console's own: permissive licences, whose notices the builds ship; and MPL-2.0 (Mediabunny,
 * the media worker's muxer), whose copyleft is per file: its files are shipped unchanged and the notices name where
 * their source is.
 */
export const BUNDLED_LICENCES = [
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  // File-level copyleft: its files ship unchanged (Mediabunny, in the media worker), their source where npm has it.
  'MPL-2.0',
] as const;

/** Artwork shipped as files (the demo's portraits): free to use commercially with the credit the notice gives. */
export const ARTWORK_LICENCES = ['CC-BY-4.0'] as const;

/**
 * Programs shipped beside the console, never bundled with it, each in a folder of its own with its licence and where
 * its source is, and only in the builds named.
 */
export const SEPARATE_PROGRAMS: Record<string, { licence: string; folder: string; builds: readonly string[] }> = {
  'espeak-ng': { licence: 'GPL-3.0-or-later', folder: 'espeak-ng', builds: ['dist-demo'] },
};

/** The notice files at the root of every build. */
export const NOTICES_TEXT = 'THIRD-PARTY-NOTICES.txt';
export const NOTICES_JSON = 'third-party-notices.json';

/** One entry of `third-party-notices.json`. */
export interface NoticeEntry {
  name: string;
  version: string;
  license: string;
  /** bundled: in the console's own files; program: a separate program in `folder`; artwork: files it draws. */
  kind: 'bundled' | 'program' | 'artwork';
  folder?: string;
  repository: string | null;
  licenseText: string | null;
  noticeText: string | null;
}

/**
 * Whether an SPDX expression (`MIT`, `(MIT OR Apache-2.0)`, `MIT AND ISC`) is within `allowed`: one side of an OR
 * suffices, both sides of an AND are needed. Anything else (no licence, an unknown word, `SEE LICENSE IN ...`) is not.
 */
export function licenceAllowed(expression: string | null | undefined, allowed: readonly string[]): boolean {
  if (!expression) return false;
  const e = expression.trim();
  const inner = /^\((.*)\)$/.exec(e);
  if (inner && balanced(inner[1])) return licenceAllowed(inner[1], allowed);
  for (const op of [' OR ', ' AND ']) {
    const parts = splitTop(e, op);
    if (parts.length > 1) {
      const ok = parts.map((p) => licenceAllowed(p, allowed));
      return op === ' OR ' ? ok.some(Boolean) : ok.every(Boolean);
    }
  }
  return allowed.includes(e);
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** `s` split on `op` outside parentheses. */
function splitTop(s: string, op: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    if (depth === 0 && s.startsWith(op, i)) {
      parts.push(s.slice(from, i));
      from = i + op.length;
    }
  }
  parts.push(s.slice(from));
  return parts;
}
