// npm run clips: the seeded digital humans' own clips (mirage/faceClips.ts FACE_CLIPS): each face speaking the seeded
// works' script (mirage/tasksSeed.ts SEEDED_SCRIPT: a seeded work shows its face's clip), 720p in its orientation with its sound, made by fake:serve's video maker (mirage/node/nodeVideo.ts: the studio's
// drawing, VP8 and Opus by libav.js) into fixtures/media/clips. A source clip has no subtitles. The output is
// committed: run this again only to change the clips (about 3 CPU seconds each).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadModules } from './contract/vite.mjs';

const OUT = 'fixtures/media/clips';

/** Bits a second: the shipped clips stay near 250 KB each (a made work's video takes 2 Mb/s). */
const CLIP_BITRATE = 300_000;

const { modules, close } = await loadModules([
  '/mirage/node/nodeVideo.ts',
  '/mirage/media/speech.ts',
  '/mirage/node/espeakDirect.ts',
  '/mirage/media/recipe.ts',
  '/mirage/faceClips.ts',
  '/mirage/tasksSeed.ts',
]);
const [{ renderNodeVideo }, { SpeechEngine }, { espeakDirect }, { voiceTimbre }, { FACE_CLIPS }, { SEEDED_SCRIPT }] =
  modules;
/** In the voice of the seeded works. */
const speak = { text: SEEDED_SCRIPT, language: 'zh', timbre: voiceTimbre('sys-xiaoxiao'), rate: 1 };
const load = createRequire(import.meta.url);
const canvas = load('@napi-rs/canvas');
const libav = await load('@libav.js/variant-webm-vp9').LibAV({ noworker: true, nothreads: true });
await libav.av_log_set_level(libav.AV_LOG_ERROR);
const wasm = WebAssembly.compile(readFileSync(load.resolve('espeak-ng/dist/espeak-ng.wasm')));
const engine = new SpeechEngine(espeakDirect(() => wasm));
const speech = await engine.speak(speak);

mkdirSync(OUT, { recursive: true });
for (const name of FACE_CLIPS) {
  const [portrait, orientation] = name.split('-');
  const spec = {
    orientation,
    face: { portrait, stillUrl: '' },
    background: null,
    coverImageUrl: '',
    coverTitle: null,
    card: null,
    sound: { speak },
    seed: 7,
    seeded: true,
  };
  const { webm } = await renderNodeVideo(
    { canvas, libav, root: process.cwd() },
    spec,
    { ...speech, cues: [] },
    { bitrate: CLIP_BITRATE },
  );
  writeFileSync(`${OUT}/${name}.webm`, webm);
  console.log(`${OUT}/${name}.webm`, webm.length, 'bytes');
}
await close();
