import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { blueprintCssPlugin } from './scripts/blueprintCss.ts';
import { blueprintIconNamesPlugin } from './scripts/blueprintIconNames.ts';
import { devProxy } from './scripts/devProxy.ts';
import { firstScreenPlugin } from './scripts/firstScreen.ts';
import { iconTablePlugin } from './scripts/iconTable.ts';

// One config for the three modes: `--mode production` (real API), `--mode demo` (fake server in the browser).
// Test mode is the demo build switched at run time (see src/config.ts), so e2e tests run the very bundle a sales
// person gets.
export default defineConfig(({ mode, command }) => ({
  base: './',
  plugins: [react(), iconTablePlugin(), blueprintCssPlugin(), blueprintIconNamesPlugin(), firstScreenPlugin()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // No modulepreload links, in index.html or for lazy imports (their stylesheets are still added): each link added
    // is main-thread work (~40 ms in all at start-up on a slow phone), and the browser fetches a module's imports as
    // it reads it anyway.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React and React DOM in one file, not three small ones (each file is compressed alone and costs a request).
        codeSplitting: { groups: [{ name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  // The dev server pre-bundles libraries, which the plugins above never see: Blueprint's icon names get the same
  // rewrite there (scripts/blueprintIconNames.ts), so `npm start` runs the Blueprint the build ships. Every library
  // the console imports is named, so a fresh `npm start` bundles them once, before the first page, instead of finding
  // the lazy pages' ones later and reloading the page (bench/devStart.mjs measures the first visit).
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
      'normalize.css',
      '@blueprintjs/core',
      '@blueprintjs/icons',
      '@blueprintjs/datetime',
      'date-fns',
      'date-fns/locale',
      'qrcode',
      'uplot',
      'miragejs',
    ],
    rolldownOptions: { plugins: [blueprintIconNamesPlugin()] },
  },
  preview: { port: 4173, strictPort: true },
  // Development with a partial backend: VITE_API_PASSTHROUGH paths go to VITE_API_BASE_URL (scripts/devProxy.ts).
  server: {
    port: 5173,
    proxy: command === 'serve' ? devProxy(loadEnv(mode, process.cwd(), 'VITE_')) : undefined,
    // Transformed as the server starts, before anyone asks: the modules of the first screen's start-up.
    warmup: { clientFiles: ['./src/main.tsx', './src/app/start.tsx', './src/pages/login/LoginPage.tsx'] },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    setupFiles: ['tests/unit/setup.ts'],
  },
}));
