import { describe, expect, it } from 'vitest';
import { firstScreenFilesPlugin } from '../../scripts/firstScreenFiles';

const ENTRY = '<script type="module" crossorigin src="./assets/index-a.js"></script>';
/** A built file: its name, the files it imports, and the modules it holds. */
const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
});

/** Runs the plugin's bundle step over a bundle of index.html and the given chunks; returns the page it wrote. */
function written(chunks: ReturnType<typeof chunk>[], html = `<head>${ENTRY}</head>`, singleFile = false): string {
  const plugin = firstScreenFilesPlugin();
  const bundle: Record<string, unknown> = { 'index.html': { type: 'asset', fileName: 'index.html', source: html } };
  for (const c of chunks) bundle[c.fileName] = c;
  const configResolved = plugin.configResolved as unknown as (c: { plugins: { name: string }[] }) => void;
  configResolved({ plugins: singleFile ? [{ name: 'vite:singlefile' }] : [] });
  const generate = plugin.generateBundle as unknown as (o: unknown, b: Record<string, unknown>) => void;
  generate({}, bundle);
  return (bundle['index.html'] as { source: string }).source;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g)].map((m) => m[1]);

describe("index.html names the console's start-up files", () => {
  const START = '/repo/src/app/start.tsx';
  const graph = [
    chunk('assets/index-a.js', []),
    // A code-splitting group's file: start.tsx is one of its modules, not its facade.
    chunk(
      'assets/start-b.js',
      ['assets/first-screen-c.js', 'assets/react-dom-d.js'],
      ['/repo/src/router/index.tsx', START],
    ),
    chunk('assets/first-screen-c.js', ['assets/react-dom-d.js', 'assets/runtime-e.js']),
    chunk('assets/react-dom-d.js', []),
    chunk('assets/runtime-e.js', []),
    chunk('assets/DigitalPage-f.js', ['assets/first-screen-c.js']),
  ];

  it('as modulepreload links right after the entry: start-up and everything it imports, each once, no other page', () => {
    const html = written(graph);
    expect(preloads(html)).toEqual([
      'assets/start-b.js',
      'assets/first-screen-c.js',
      'assets/react-dom-d.js',
      'assets/runtime-e.js',
    ]);
    expect(html.indexOf(ENTRY)).toBeLessThan(html.indexOf('modulepreload'));
  });

  it('not twice: a file the page already names is left as it is', () => {
    const html = written(
      graph,
      `<head>${ENTRY}<link rel="modulepreload" crossorigin href="./assets/runtime-e.js"></head>`,
    );
    expect(preloads(html).filter((f) => f === 'assets/runtime-e.js')).toHaveLength(1);
  });

  it('leaves the single-file build alone, and stops a build with no start-up chunk', () => {
    expect(preloads(written(graph, `<head>${ENTRY}</head>`, true))).toEqual([]);
    expect(() => written(graph.filter((c) => !c.moduleIds.includes(START)))).toThrow(/src\/app\/start\.tsx/);
  });
});

describe('npm start names the same start-up', () => {
  const served = (html: string) => {
    const plugin = firstScreenFilesPlugin();
    const configureServer = plugin.configureServer as unknown as (s: unknown) => void;
    configureServer({ config: { server: {} } });
    const hook = plugin.transformIndexHtml as unknown as { handler: (h: string) => string };
    return hook.handler(html);
  };

  it('as the source module the entry imports, right after the entry', () => {
    const entry = '<script type="module" src="/src/main.tsx"></script>';
    const html = served(`<head><script type="module" src="/@vite/client"></script></head><body>${entry}</body>`);
    expect(html).toContain(`${entry}<link rel="modulepreload" crossorigin href="/src/app/start.tsx">`);
    expect(html.match(/modulepreload/g)).toHaveLength(1);
  });
});
