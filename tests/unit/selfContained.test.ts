import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: its docs (README, docs/) and its comments cite nothing a clone does not have, and
 * every path of the repository they name exists. A newcomer who follows a pointer lands on a file.
 */

/** Folders a path named in prose starts with (a path of the repository, read from its root). */
const ROOTS = ['src', 'mirage', 'scripts', 'tests', 'bench', 'fixtures', 'docs', 'public'];

/** Where text points outside the repository: documents beside the checkout, and the issue tracker. */
const OUTSIDE: readonly RegExp[] = [/\.\.\/shared\b/, /\bspec\.md\b/, /\bdesign\.md\b/, /\bissues? #?\d+\b/];

/** A path of the repository in prose: not inside a URL or a relative import; it ends before a placeholder (<area>). */
const REPO_PATH = new RegExp(`(?<![\\w./@-])(?:${ROOTS.join('|')})/[\\w./-]*\\w`, 'g');

/** A Markdown link's target (a URL, a file, an anchor). */
const MD_LINK = /\]\(([^)\s]+)\)/g;

/** A docs page with an anchor, wherever it is named: `docs/product.md#codes`. */
const DOC_ANCHOR = /(?<![\w./-])(docs\/[\w.-]+\.md)#([\w-]+)/g;

/** Listed by the lock file, not by us: the paths inside the packages it names. */
const NOT_OURS = new Set(['package-lock.json']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The files of the repository: git's list, or, without git, every file under the folders it holds. */
function repoFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((f) => f && existsSync(f));
  } catch {
    return ['README.md', 'index.html', 'package.json', ...ROOTS.filter((r) => existsSync(r)).flatMap(walk)];
  }
}

/** Text files only: media and fonts hold NUL bytes. */
function textOf(file: string): string | null {
  const buf = readFileSync(file);
  return buf.includes(0) ? null : buf.toString('utf8');
}

const FILES = repoFiles()
  .map((file) => ({ file, text: textOf(file) }))
  .filter((f): f is { file: string; text: string } => f.text !== null);

/** The lines of a text that point outside the repository, as `file:line: text`. */
function outsideCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line}`] : []));
}

/**
 * Paths of the repository named in a text that do not exist. A pattern (`tests/unit/contract.*.test.ts`,
 * `mirage/routes/<area>.ts`) names its folder.
 */
function missingPaths(file: string, text: string, exists: (p: string) => boolean): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(REPO_PATH)) {
      const pattern = /^[./-]*[*<{]/.test(line.slice((m.index ?? 0) + m[0].length));
      const path = pattern ? m[0].slice(0, m[0].lastIndexOf('/')) : m[0];
      if (!exists(path)) out.push(`${file}:${i + 1}: ${path}`);
    }
  });
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings. */
const anchorsIn = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));

/** Relative Markdown links of a file whose target (or anchor) is not there. */
function brokenLinks(file: string, text: string, read: (p: string) => string | null): string[] {
  const out: string[] = [];
  for (const [, target] of text.matchAll(MD_LINK)) {
    if (/^[a-z]+:/i.test(target)) continue; // http:, mailto:
    const [path, anchor] = target.split('#');
    const resolved = path ? normalize(join(dirname(file), path)) : file;
    const body = read(resolved);
    if (body === null) out.push(`${file}: ${target} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && !anchorsIn(body).has(anchor))
      out.push(`${file}: ${target} (no such heading)`);
  }
  return out;
}

const exists = (p: string) => existsSync(p);
const readIfThere = (p: string) =>
  existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : existsSync(p) ? '' : null;

describe('the repository explains itself', () => {
  it('reads the repository (more than a handful of files)', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES.map((f) => f.file)).toEqual(expect.arrayContaining(['README.md', 'docs/product.md']));
  });

  it('no file cites documents outside the repository or the issue tracker', () => {
    expect(FILES.flatMap(({ file, text }) => outsideCitations(file, text))).toEqual([]);
  });

  it('every path of the repository named in a file or a comment exists', () => {
    const named = FILES.filter(({ file }) => !NOT_OURS.has(file));
    expect(named.flatMap(({ file, text }) => missingPaths(file, text, exists))).toEqual([]);
  });

  it('every link of the README and of docs/ reaches its file, and its heading when it names one', () => {
    const pages = FILES.filter(({ file }) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.flatMap(({ file, text }) => brokenLinks(file, text, readIfThere))).toEqual([]);
  });

  it('every docs/<page>.md#<heading> named anywhere has that heading', () => {
    const broken = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(DOC_ANCHOR)].flatMap(([, page, anchor]) => {
        const body = readIfThere(page);
        return body !== null && anchorsIn(body).has(anchor) ? [] : [`${file}: ${page}#${anchor}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('the README is a manual read in one sitting, and performance.md holds what holds now', () => {
    const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
    expect(lines('README.md')).toBeLessThanOrEqual(300);
    expect(lines('docs/performance.md')).toBeLessThanOrEqual(250);
  });

  it('the README links the three pages a newcomer reads', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const page of ['docs/architecture.md', 'docs/product.md', 'docs/recipes.md'])
      expect(readme).toContain(`](${page})`);
  });
});

describe('the checks see what they are for', () => {
  const shared = ['..', 'shared'].join('/');
  const doc = (name: string) => [name, 'md'].join('.');

  it('a citation of a document outside, or of the tracker', () => {
    const citing = [
      `see ${shared}`,
      `the limits of ${doc('spec')} section 5`,
      `rules of ${doc('design')}`,
      `fixed (${['issue', '7'].join(' ')})`,
    ];
    for (const line of citing) expect(outsideCitations('x.ts', line), line).toHaveLength(1);
    expect(outsideCitations('x.ts', 'the product, in docs/product.md; a tissue 7 cm wide')).toEqual([]);
  });

  it('a path that is gone, but not a URL, an import or a placeholder', () => {
    const gone = ['src', 'app', 'fakeTransport.ts'].join('/');
    expect(missingPaths('x.ts', `(see ${gone})`, exists)).toEqual([`x.ts:1: ${gone}`]);
    const fine = [
      'src/api/contract.ts and mirage/routes/<area>.ts',
      "import { x } from '../../src/gone/nothing';",
      'https://example.com/src/gone.ts',
      'tests/e2e/<file>, docs/api.md.',
      'tests/unit/contract.*.test.ts',
    ];
    for (const line of fine) expect(missingPaths('x.ts', line, exists), line).toEqual([]);
  });

  it('a link to a missing file or heading', () => {
    const read = (p: string) => (p === 'notes/a.md' ? '# Title\n## The codes\n' : null);
    expect(brokenLinks('notes/b.md', '[a](a.md#the-codes) [web](https://x.org/y)', read)).toEqual([]);
    expect(brokenLinks('notes/b.md', '[a](a.md#codes)', read)).toEqual(['notes/b.md: a.md#codes (no such heading)']);
    expect(brokenLinks('README.md', '[c](notes/c.md)', read)).toEqual(['README.md: notes/c.md (no such file)']);
    expect(anchorOf('Signing in and the guard')).toBe('signing-in-and-the-guard');
    expect(anchorOf('White-label fields')).toBe('white-label-fields');
  });
});
