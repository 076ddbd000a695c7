/**
 * Generates the demo's media under fixtures/media: speech-like WAV clips (made here, in Node) and tiny digital-human
 * videos (made with ffmpeg when it is installed). The output is committed, so neither the build nor CI needs ffmpeg;
 * run `node scripts/gen-media.mjs` again only to change the media. Everything stays well under 3 MB.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'fixtures/media';
mkdirSync(OUT, { recursive: true });

/** 16-bit mono PCM WAV of `samples` (-1..1). */
function wav(samples, rate) {
  const buf = Buffer.alloc(44 + samples.length * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples.length * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((s, i) => {
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + i * 2);
  });
  return buf;
}

/** A voice-like clip: syllables of a gliding pitch with harmonics, separated by short gaps. */
function speech(seconds, basePitch, seed) {
  const rate = 11025;
  const n = Math.round(seconds * rate);
  const out = new Float64Array(n);
  let x = seed;
  const rnd = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  let t = 0;
  while (t < n) {
    const len = Math.round((0.12 + rnd() * 0.2) * rate);
    const gap = Math.round((0.03 + rnd() * 0.12) * rate);
    const p0 = basePitch * (0.85 + rnd() * 0.3);
    const p1 = p0 * (0.9 + rnd() * 0.2);
    let phase = 0;
    for (let i = 0; i < len && t + i < n; i++) {
      const k = i / len;
      phase += (2 * Math.PI * (p0 + (p1 - p0) * k)) / rate;
      const env = Math.sin(Math.PI * k) ** 0.6;
      out[t + i] = env * 0.5 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase));
    }
    t += len + gap;
  }
  return wav(Array.from(out), rate);
}

const clips = [
  ['tts-female.wav', 6, 220, 7],
  ['tts-male.wav', 6, 120, 11],
  ['voice-sample-1.wav', 8, 200, 3],
  ['voice-sample-2.wav', 20, 130, 5],
];
for (const [name, s, pitch, seed] of clips) writeFileSync(`${OUT}/${name}`, speech(s, pitch, seed));

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A presenter on an animated backdrop: a head and shoulders that sway, 4 s, no sound. */
function avatarVideo(name, w, h, c0, c1, shirt) {
  const head = Math.round(Math.min(w, h) * 0.28);
  const vf = [
    `drawbox=x=(iw-${head})/2+sin(t*2)*4:y=ih*0.22+sin(t*3)*2:w=${head}:h=${Math.round(head * 1.2)}:color=0xf1c9a5:t=fill`,
    `drawbox=x=(iw-${head * 2})/2+sin(t*2)*3:y=ih*0.22+${Math.round(head * 1.25)}:w=${head * 2}:h=ih:color=${shirt}:t=fill`,
  ].join(',');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${w}x${h}:c0=${c0}:c1=${c1}:speed=0.02:d=4:r=12`,
    '-vf',
    vf,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '34',
    '-preset',
    'veryslow',
    '-movflags',
    '+faststart',
    `${OUT}/${name}`,
  ]);
}

if (hasFfmpeg) {
  avatarVideo('avatar-landscape.mp4', 320, 180, '0x13c2c2', '0x1c3b57', '0x2d72d2');
  avatarVideo('avatar-vertical.mp4', 180, 320, '0x8e44ad', '0x13c2c2', '0x1d1d1d');
  avatarVideo('avatar-studio.mp4', 320, 180, '0xf0b429', '0x7a1f1f', '0x3b3b3b');
} else if (!existsSync(`${OUT}/avatar-landscape.mp4`)) {
  console.warn('ffmpeg not found: the videos were not made (install it once, then run this again)');
}
console.log('media written to', OUT);
