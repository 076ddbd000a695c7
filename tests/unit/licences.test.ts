import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESPEAK_SOURCE } from '../../scripts/espeakProgram';
import { auditBuild, type BuiltFolder } from '../../scripts/licenceAudit';
import { licenceAllowed, NOTICES_JSON, NOTICES_TEXT, type NoticeEntry } from '../../scripts/licencePolicy';

/**
 * The three builds `npm test` makes before the unit tests, read as shipped: each carries the notices of what it holds
 * (scripts/licenceNotices.ts), every licence on the list, eSpeak NG only in the served demo and only as a program of
 * its own, and no GPL code among the console's files (scripts/licenceAudit.ts says what each rule checks).
 */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const installed = (name: string) =>
  Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([, p]) => p.version ?? '');

function filesOf(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesOf(dir, `${under}${d.name}/`) : [`${under}${d.name}`],
  );
}

function built(name: string): BuiltFolder {
  const files = filesOf(name);
  const code = files
    .filter((f) => /\.(js|css|html)$/.test(f) && !f.startsWith('espeak-ng/'))
    .map((f) => readFileSync(join(name, f), 'utf8'))
    .join('\n');
  return {
    name,
    entries: JSON.parse(readFileSync(join(name, NOTICES_JSON), 'utf8')) as NoticeEntry[],
    text: readFileSync(join(name, NOTICES_TEXT), 'utf8'),
    code,
    files,
    installed,
  };
}

const BUILDS = ['dist', 'dist-demo', 'dist-single'] as const;
const builds = Object.fromEntries(
  BUILDS.map((b) => [b, existsSync(join(b, NOTICES_JSON)) ? built(b) : null]),
) as Record<(typeof BUILDS)[number], BuiltFolder | null>;
const must = (b: (typeof BUILDS)[number]) => {
  const folder = builds[b];
  if (!folder) throw new Error(`${b}/${NOTICES_JSON} is missing: npm test builds it first`);
  return folder;
};
const names = (b: BuiltFolder, kind: NoticeEntry['kind']) =>
  b.entries.filter((e) => e.kind === kind).map((e) => e.name);

describe('licences of the builds', () => {
  it.each(BUILDS)('%s carries its notices, every licence on the list, and names exactly what it holds', (b) => {
    expect(auditBuild(must(b))).toEqual([]);
  });

  it('the production build holds no GPL code, no program beside it and no demo artwork', () => {
    const dist = must('dist');
    expect(dist.entries.filter((e) => /GPL/.test(e.license))).toEqual([]);
    expect(names(dist, 'program')).toEqual([]);
    expect(names(dist, 'artwork')).toEqual([]);
    expect(dist.files.filter((f) => /espeak|\.wasm$/.test(f))).toEqual([]);
    expect(names(dist, 'bundled')).toEqual(expect.arrayContaining(['react', 'react-dom', 'mobx', '@blueprintjs/core']));
    expect(names(dist, 'bundled')).not.toContain('miragejs');
  });

  it('the single-file demo holds no GPL code: it leaves the speech engine out, and credits the portraits', () => {
    const single = must('dist-single');
    expect(single.entries.filter((e) => /GPL/.test(e.license))).toEqual([]);
    expect(single.files.filter((f) => /espeak|\.wasm$/.test(f))).toEqual([]);
    expect(names(single, 'artwork')).toEqual(['@dicebear/personas']);
    expect(single.text).toContain('Personas" style by Draftbit');
  });

  it("the served demo's media worker holds Mediabunny (MPL-2.0), named with its licence and source; no other build does", () => {
    const muxer = must('dist-demo').entries.find((e) => e.name === 'mediabunny');
    expect(muxer).toMatchObject({
      kind: 'bundled',
      license: 'MPL-2.0',
      repository: expect.stringMatching(/mediabunny/),
    });
    expect(muxer?.licenseText).toContain('Mozilla Public License Version 2.0');
    expect(names(must('dist'), 'bundled')).not.toContain('mediabunny');
    expect(names(must('dist-single'), 'bundled')).not.toContain('mediabunny');
    expect(BUILDS.flatMap((b) => names(must(b), 'bundled'))).not.toContain('webm-muxer');
  });

  it('the served demo ships eSpeak NG as a program of its own: unchanged files, its licence, its source', () => {
    const demo = must('dist-demo');
    expect(demo.entries.filter((e) => e.kind === 'program').map((e) => [e.name, e.license, e.folder])).toEqual([
      ['espeak-ng', 'GPL-3.0-or-later', 'espeak-ng'],
    ]);
    expect(demo.files.filter((f) => f.startsWith('espeak-ng/')).sort()).toEqual(
      ['COPYING', 'SOURCE.md', 'espeak-ng.js', 'espeak-ng.wasm', 'worker.js'].map((f) => `espeak-ng/${f}`),
    );
    for (const f of ['espeak-ng.js', 'espeak-ng.wasm']) {
      expect(readFileSync(`dist-demo/espeak-ng/${f}`).equals(readFileSync(`node_modules/espeak-ng/dist/${f}`))).toBe(
        true,
      );
    }
    expect(readFileSync('dist-demo/espeak-ng/COPYING', 'utf8')).toContain(
      'GNU GENERAL PUBLIC LICENSE\n                       Version 3',
    );
    const source = readFileSync('dist-demo/espeak-ng/SOURCE.md', 'utf8');
    for (const s of [ESPEAK_SOURCE.package, ESPEAK_SOURCE.engine]) {
      expect(source).toContain(s.repository);
      expect(source).toContain(s.commit);
    }
    // The worker loads the engine's loader and nothing of the console.
    const worker = readFileSync('dist-demo/espeak-ng/worker.js', 'utf8');
    expect([...worker.matchAll(/import\(`?['"]?([^`'"$]+)/g)].map((m) => m[1])).toEqual(['./espeak-ng.js']);
    expect(worker).not.toMatch(/^\s*import\s/m);
    // The console reaches it by its address only.
    expect(demo.code).toContain('espeak-ng/worker.js');
    expect(names(demo, 'artwork')).toEqual(['@dicebear/personas']);
  });

  describe('the audit fails a build that breaks a rule', () => {
    const doctored = (change: (b: BuiltFolder) => Partial<BuiltFolder>) => {
      const b = must('dist-demo');
      return auditBuild({ ...b, ...change(b) });
    };
    const gpl: NoticeEntry = {
      name: 'some-gpl-lib',
      version: '1.0.0',
      license: 'GPL-2.0-only',
      kind: 'bundled',
      repository: null,
      licenseText: 'GNU GPL text',
      noticeText: null,
    };
    it('a bundled package under a licence not on the list', () => {
      expect(doctored((b) => ({ entries: [...b.entries, gpl] })).join('\n')).toContain(
        'some-gpl-lib@1.0.0 is bundled under GPL-2.0-only, which is not on the list',
      );
    });
    it('a missing notice: a package without its licence text, or held but not listed', () => {
      const noText = doctored((b) => ({ entries: b.entries.map((e) => ({ ...e, licenseText: null })) }));
      expect(noText.filter((p) => p.endsWith('has no licence text'))).toHaveLength(must('dist-demo').entries.length);
      const unlisted = doctored((b) => ({ entries: b.entries.filter((e) => e.name !== 'miragejs') }));
      expect(unlisted).toEqual(["dist-demo: holds miragejs's code, not in its notices"]);
      const listedNotHeld = auditBuild({
        ...must('dist'),
        entries: [
          ...must('dist').entries,
          must('dist-demo').entries.find((e) => e.name === 'mediabunny') as NoticeEntry,
        ],
      });
      expect(listedNotHeld).toContain('dist: its notices name mediabunny, whose code it does not hold');
    });
    it('GPL code in the console’s own files, or the program where it may not ship', () => {
      const dist = must('dist');
      expect(auditBuild({ ...dist, code: `${dist.code}\nconst e = ESpeakNG;` })).toEqual([
        'dist: the console\'s own files hold GPL code ("ESpeakNG")',
      ]);
      const program = must('dist-demo').entries.find((e) => e.kind === 'program') as NoticeEntry;
      const withProgram = auditBuild({
        ...dist,
        entries: [...dist.entries, program],
        files: [...dist.files, 'espeak-ng/COPYING', 'espeak-ng/SOURCE.md'],
      });
      expect(withProgram.join('\n')).toContain('dist: espeak-ng may not ship in dist');
    });
  });

  it('reads SPDX expressions: one side of an OR, both sides of an AND', () => {
    const allowed = ['MIT', 'Apache-2.0'];
    expect(licenceAllowed('MIT', allowed)).toBe(true);
    expect(licenceAllowed('(MIT OR GPL-3.0-or-later)', allowed)).toBe(true);
    expect(licenceAllowed('MIT AND GPL-3.0-or-later', allowed)).toBe(false);
    expect(licenceAllowed('(MIT AND Apache-2.0) OR GPL-2.0-only', allowed)).toBe(true);
    expect(licenceAllowed('GPL-3.0-or-later', allowed)).toBe(false);
    expect(licenceAllowed('SEE LICENSE IN LICENSE.txt', allowed)).toBe(false);
    expect(licenceAllowed(null, allowed)).toBe(false);
  });
});
