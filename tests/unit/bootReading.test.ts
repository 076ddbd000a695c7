import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The files of docs/architecture.md's "The boot, file by file", in its order. */
function bootFiles(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## The boot, file by file');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]);
}

describe('the boot a newcomer reads', () => {
  it('is listed in reading order, from index.html through start-up to the first console page', () => {
    const files = bootFiles();
    expect(files[0]).toBe('index.html');
    for (const f of files) expect(existsSync(join(ROOT, f)), f).toBe(true);
    const at = (f: string) => files.indexOf(f);
    expect(at('src/main.tsx')).toBeGreaterThan(at('src/firstScreen/inlineScript.ts'));
    expect(at('src/app/start.tsx')).toBeGreaterThan(at('src/main.tsx'));
    expect(at('src/pages/login/LoginPage.tsx')).toBeGreaterThan(at('src/app/start.tsx'));
    expect(at('src/layout/Layout.tsx')).toBe(files.length - 1);
  });

  it('is at most 12 files and 1,000 lines, the page read with the stylesheet it links', () => {
    const files = bootFiles();
    const sheets = [
      ...readFileSync(join(ROOT, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g),
    ];
    const read = [...files, ...sheets.map((m) => m[1])];
    expect(read).toContain('src/styles.css');
    const lines = read.reduce((n, f) => n + readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1, 0);
    expect(files.length).toBeLessThanOrEqual(12);
    expect(lines).toBeLessThanOrEqual(1_000);
  });
});
