import { defineConfig, mergeConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import base from './vite.config';

/**
 * The single-file demo: one index.html with every script and style inlined, so it opens straight from disk
 * (Chromium refuses module scripts loaded from file://, but runs inline ones). Images and media stay beside it.
 */
export default defineConfig((env) =>
  mergeConfig(base(env), {
    plugins: [viteSingleFile()],
    build: { outDir: 'dist-single', assetsInlineLimit: 100_000_000 },
  }),
);
