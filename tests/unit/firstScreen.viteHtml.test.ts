// scripts/firstScreen.ts moves the console's module script out of the head by rewriting the index.html Vite emits
// (a regular expression over its <script type="module" crossorigin src> tag). Vite is pinned for it
// (tests/unit/pinnedInternals.test.ts); this build of a one-script page with the pinned Vite fails when an upgrade
// emits the tag another way, before the console's build would stop on it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from '../../scripts/firstScreen';

const dir = mkdtempSync(join(tmpdir(), 'vite-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Vite's emitted index.html, as the first screen reads it", () => {
  it('holds one module script tag that the first screen turns into a start after the first paint', async () => {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(dir, 'main.js'), 'document.body.dataset.started = "1";\n');
    let emitted = '';
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: join(dir, 'dist') },
      plugins: [
        {
          name: 'read-emitted-html',
          // Where the first screen's own hook runs: after Vite has written its tags.
          transformIndexHtml: {
            order: 'post',
            handler: (html) => {
              emitted = html;
            },
          },
        },
      ],
    });
    const [entry] = readdirSync(join(dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    expect(emitted).toContain(`<script type="module" crossorigin src="/assets/${entry}"></script>`);
    const out = startScriptsAfterPaint(emitted);
    expect(out).not.toContain('type="module"');
    expect(out).toContain(`s.src="/assets/${entry}"`);
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toBe(emitted);
  }, 60_000);
});
