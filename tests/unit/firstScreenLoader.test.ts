// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startChunks, startScriptsAfterPaint } from '../../scripts/firstScreen';

type Bundle = Parameters<typeof startChunks>[0];
type Chunk = Parameters<typeof startChunks>[1];

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], facade = `/p/src/${fileName}`) =>
  ({ type: 'chunk', fileName, imports, dynamicImports, facadeModuleId: facade }) as unknown as Chunk;

describe("index.html's loader of the console's scripts", () => {
  it("preloads start-up's steps and what they import, never the fake server (it starts later on its own)", () => {
    const entry = chunk('index.js', ['runtime.js'], ['reactDom.js', 'start.js', 'fakeServer.js'], '/p/src/main.tsx');
    const bundle = {
      'index.js': entry,
      'runtime.js': chunk('runtime.js', []),
      'reactDom.js': chunk('reactDom.js', ['react-dom.js', 'runtime.js']),
      'react-dom.js': chunk('react-dom.js', ['runtime.js']),
      'start.js': chunk('start.js', ['react-dom.js', 'classes.js', 'index.js'], ['LoginPage.js']),
      'classes.js': chunk('classes.js', []),
      'LoginPage.js': chunk('LoginPage.js', ['classes.js']),
      'fakeServer.js': chunk('fakeServer.js', ['faker.js'], [], '/p/src/app/fakeServer.ts'),
      'faker.js': chunk('faker.js', []),
    } as unknown as Bundle;
    expect(startChunks(bundle, entry).sort()).toEqual(
      ['classes.js', 'react-dom.js', 'reactDom.js', 'runtime.js', 'start.js'].sort(),
    );
  });

  it('takes the module script out of the page and adds it in a task of its own, then the preloads one per task', async () => {
    const html =
      '<html><head><script type="module" crossorigin src="./assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="./assets/runtime-1.js">\n</head><body></body></html>';
    // The bundle's file names are relative to the output folder, as the page's own addresses are to the page.
    const out = startScriptsAfterPaint(html, [
      'assets/a.js',
      'assets/b.js',
      'assets/c.js',
      'assets/d.js',
      'assets/runtime-1.js',
    ]);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('<link rel="modulepreload"');
    const loader = out.match(/<script>([\s\S]*)<\/script>/)?.[1] ?? '';
    // A hidden tab draws no frame: the loader starts at once.
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    new Function(loader)();
    const script = document.head.querySelector('script[type=module]');
    expect(script?.getAttribute('src')).toBe('./assets/index-1.js');
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    // Nothing else in the script's task; then one link per task.
    expect(preloads()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(preloads()).toEqual(['./assets/runtime-1.js']);
    await new Promise((r) => setTimeout(r, 30));
    expect(preloads()).toEqual([
      './assets/runtime-1.js',
      './assets/a.js',
      './assets/b.js',
      './assets/c.js',
      './assets/d.js',
    ]);
  });
});
