// npm run bench:node-video: how long fake:serve takes to make a work's video (mirage/node/nodeVideo.ts), and what it
// costs. In this process, through the same worker pool fake:serve uses: the worker is started and warmed up first (its
// bundle built, the speech engine, the canvas and the encoder loaded, by a 1-second video), then a video of about 10 s
// and one of about 30 s are made, one after the other. Prints one line per video, `nodeVideo {...}`: its length, the
// time it took, the CPU seconds the process spent meanwhile (the worker's included), and the file's size.
import { loadModules } from '../scripts/contract/vite.mjs';

const { modules, close } = await loadModules(['/mirage/node/speechMaker.ts', '/mirage/media/recipe.ts']);
const [{ nodeSpeechMaker }, { voiceTimbre }] = modules;
const maker = nodeSpeechMaker({ workers: 1 });

const SENTENCE = 'Welcome to our studio, today we present our new product to you. ';
const recipe = (text) => ({
  kind: 'video',
  spec: {
    orientation: 'landscape',
    face: { portrait: 'p07', stillUrl: '' },
    background: null,
    coverImageUrl: '',
    coverTitle: null,
    card: null,
    sound: { speak: { text, language: 'en', timbre: voiceTimbre('sys-xiaoxiao'), rate: 1 } },
    seed: 7,
    seeded: false,
  },
});

async function measure(label, text) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const made = await maker.make(recipe(text), () => {}, 'bench');
  const wallS = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  const line = {
    label,
    videoS: Number(made.seconds.toFixed(2)),
    wallS: Number(wallS.toFixed(1)),
    cpuS: Number(((used.user + used.system) / 1e6).toFixed(1)),
    overRealTime: Number((wallS / made.seconds).toFixed(2)),
    bytes: made.blob.size,
  };
  console.log(`nodeVideo ${JSON.stringify(line)}`);
}

try {
  await measure('warm-up', 'Hello.');
  await measure('10s', SENTENCE.repeat(3));
  await measure('30s', SENTENCE.repeat(9));
} finally {
  await maker.pool.close();
  await close();
}
