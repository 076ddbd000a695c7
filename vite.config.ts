import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { devProxy } from './scripts/devProxy.ts';
import { espeakProgramPlugin } from './scripts/espeakProgram.ts';
import { firstScreenPlugin } from './scripts/firstScreen.ts';
import { firstScreenFilesPlugin } from './scripts/firstScreenFiles.ts';
import { licenceNotices } from './scripts/licenceNotices.ts';
import { timeoutOf } from './tests/slower.ts';

/** A file of React Router's production build. */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// One config for the three modes: `--mode production` (real API), `--mode demo` (fake server in the browser).
// Test mode is the demo build switched at run time (see src/config.ts), so e2e tests run the very bundle a sales
// person gets.
export default defineConfig(({ mode, command }) => {
  // Each build's third-party notices, from the console's chunks and its workers' bundles (docs/licences.md).
  const notices = licenceNotices();
  return {
    base: './',
    plugins: [react(), firstScreenPlugin(), firstScreenFilesPlugin(), espeakProgramPlugin(), notices.plugin],
    worker: { plugins: () => [notices.worker()] },
    // React Router's package sends every bundler to its development build, warnings on (its package's exports name no
    // other); the console takes the production build it ships beside it, under `npm start` as in the build, so both run
    // the same router. Both entries, so one copy of its code.
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
      ],
    },
    build: {
      target: 'es2022',
      // The fake server's media (the seeded faces, clips and voices) are files beside the console, fetched when a page
      // shows one, as a real service's storage serves them. Inlined in the fake server's code as data URIs (Vite inlines
      // a file under 4 kB), they were 76 kB of the 452 kB every demo visit downloads once its sign-in page is live, for
      // faces the sign-in page never shows.
      assetsInlineLimit: (file) => (/[\\/]fixtures[\\/]media[\\/]/.test(file) ? false : undefined),
      chunkSizeWarningLimit: 900,
      // A lazy page's imports are preloaded all at once when it is asked for, rather than one level of imports per round
      // trip: on a phone's network the sign-in page was four round trips deep, each over half a second. index.html
      // preloads the entry's own small file, and the console's start-up code with its imports
      // (scripts/firstScreenFiles.ts): the first paint waits for none of them. No polyfill: every browser the console
      // supports has modulepreload.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostType }) => {
          if (hostType === 'html') return deps.filter((d) => /\/boot-[\w-]+\.js$/.test(d));
          // A file that needs nothing but itself and the bundler's runtime (always loaded first), as each icon's paths:
          // imported directly. Through the preload helper, every such import read every link of the document and added
          // one, for a file the import fetches anyway (a seventh of the work of starting the sign-in page's code).
          return deps.every((d) => d === file || /\/rolldown-runtime-[\w-]+\.js$/.test(d)) ? [] : deps;
        },
      },
      rolldownOptions: {
        output: {
          // React and React DOM in one file, not three small ones (each file is compressed alone and costs a request).
          codeSplitting: {
            groups: [
              // What src/main.tsx runs before the console's code has arrived: Vite's preload helper and the first
              // screen's downloads (src/firstScreen/downloads.ts) with what they import, the table of the message files
              // and the language rule. A file of their own, which index.html preloads; left to a group below (a group
              // takes what its modules import), main.tsx would import it from that group's file and wait for it, and
              // for everything that file imports.
              {
                name: 'boot',
                test: /preload-helper|src[\\/](i18n[\\/]messageFiles|domain[\\/]language|firstScreen[\\/]downloads)\.ts$/,
                priority: 5,
              },
              { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              // The sign-in page and the console's root, with everything they import that the entry does not hold, in
              // one file: split by where else each module is used, they were some twenty files of 1 kB, fetched over
              // six connections in four rounds on a phone's network. The other pages use most of them (buttons, fields) anyway.
              {
                name: 'first-screen',
                test: /src[\\/](pages[\\/]login[\\/]LoginPage|app[\\/]RootShell)\.tsx$/,
                priority: 3,
              },
              // The rest of the console's start-up (the router, its route table, the icon loader): the files below
              // must not take a part of it, or the first screen would wait for theirs.
              { name: 'start', test: /src[\\/]app[\\/]start\.tsx$/, priority: 2 },
              // Demo and test builds: the fake server, the Demo button and its controls, which start-up loads as soon
              // as the sign-in page is live, in one file with what they import. Split by where else each module is used
              // (the pages share many), they were some fifteen files of 1 kB: on a phone's network a request each, six at a time.
              {
                name: 'fake-server',
                test: /src[\\/](app[\\/]fakeServer|demo[\\/](DemoEntry|installControls))\.tsx?$/,
                priority: 1,
              },
              // The console's frame (sidebar, top bar, tabs, dialogs) with what it imports that the files above do not
              // hold: a signed-in first load asks for it with its first page. Split by where else each module is used,
              // it was some seventeen files, each a preload link the page adds and a request on the network.
              { name: 'console', test: /src[\\/]layout[\\/]Layout\.tsx$/, priority: 0 },
              // The console's standard-size icons (src/app/consoleIcons.ts) with their paths, in one file of that name. Left
              // to the bundler, the paths went to a file named after one icon, as Blueprint's own loader imports them too.
              { name: 'consoleIcons', test: /src[\\/]app[\\/]consoleIcons\.ts$/, priority: 6 },
            ],
          },
        },
      },
    },
    // The dev server pre-bundles libraries as it starts. Every library the console imports is named, and the dev server
    // bundles exactly these as it starts, without reading the sources for more first (noDiscovery: that read took 2 s of
    // a fresh start), so that no later page makes it bundle again and reload the page under the person. A new library
    // goes in this list. Icons' paths are not here: each icon's file is a plain module of path data, served as it is
    // (src/app/icons.ts). bench/devStart.mjs measures a fresh start.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'mobx',
        'mobx-react-lite',
        'i18next',
        'react-i18next',
        'axios',
        '@blueprintjs/core',
        '@blueprintjs/icons',
        '@blueprintjs/datetime',
        'date-fns',
        'date-fns/locale',
        'qrcode',
        'uplot',
        'miragejs',
        'mediabunny',
        'n2words/en-US',
        'n2words/es-ES',
        'n2words/zh-Hans-CN',
      ],
      noDiscovery: true,
    },
    preview: { port: 4173, strictPort: true },
    // Development with a partial backend: VITE_API_PASSTHROUGH paths go to VITE_API_BASE_URL (scripts/devProxy.ts),
    // recorded for npm run drift with DRIFT_RECORD=file.ndjson.
    server: {
      port: 5173,
      proxy: command === 'serve' ? devProxy(loadEnv(mode, process.cwd(), 'VITE_'), process.env) : undefined,
      // Transformed as the server starts, before anyone asks: the modules of the first screen's start-up.
      warmup: { clientFiles: ['./src/main.tsx', './src/app/start.tsx', './src/pages/login/LoginPage.tsx'] },
    },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      pool: 'threads',
      // Vitest leaves one core free by default: on a 2-core machine that is one file at a time (168 s here). Two at once
      // take 108 s; the files that start real servers wait on their processes, not on the core.
      maxWorkers: 2,
      // Vitest's own defaults, scaled for a slower machine as every timeout of the tests is (tests/slower.ts).
      testTimeout: timeoutOf(5_000),
      hookTimeout: timeoutOf(10_000),
      setupFiles: ['tests/unit/setup.ts'],
    },
  };
});
