import { defineConfig, mergeConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import base from './vite.config';

/**
 * The single-file demo: one index.html with every script and style inlined, so it opens straight from disk
 * (Chromium refuses module scripts loaded from file://, but runs inline ones). Images and media stay beside it.
 * It leaves out the media studio (mirage/media, 18 MB of speech engine): a page opened from disk can neither fetch
 * the engine nor start the worker that runs it, so the single file plays the demo's seeded clips where a served demo
 * makes speech and video.
 */
export default defineConfig((env) =>
  mergeConfig(base(env), {
    plugins: [viteSingleFile()],
    build: { outDir: 'dist-single', assetsInlineLimit: 100_000_000 },
    define: { 'import.meta.env.VITE_MEDIA_STUDIO': JSON.stringify('off') },
  }),
);
