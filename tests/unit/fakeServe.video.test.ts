import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavDuration } from '../../src/lib/wav';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { timeoutOf } from '../slower';

/**
 * A work made through fake:serve (a real process, as teams run it) is a real video: its face speaking its script at
 * 720p, as long as its speech, with that speech as its sound. The file is read in JavaScript (Mediabunny parses the
 * WebM): its tracks, size and length; the speech's length is taken from the same script generated as AI audio.
 */
let p: ServeProcess;
beforeAll(async () => {
  // 5 frames a second, as the browser's test mode: the same file with fewer frames, made 5x faster.
  p = await startServe(['--video-fps', '5']);
}, timeoutOf(60_000));
afterAll(async () => {
  await stopServe(p);
});

const BOX = { 'x-fake-sandbox': 'video' };
type Envelope<T> = { code: number; msg: string; data: T };
async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await fetch(`${p.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...BOX, ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** Reads `read` again until it gives a value (the pool makes files in the background), within `ms`. */
async function until<T>(read: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await read();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error('not made in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const SCRIPT = 'Hello, welcome to our store. Today we show you our new phone.';

describe('fake:serve makes the video of a work', () => {
  it(
    'a 720p WebM of the chosen face, as long as its speech, with sound; the work is listed for that length',
    async () => {
      const me = await call<{ token: string }>('/userInfo/loginByPwd', {
        mobilePhone: '13800000005',
        passWord: 'demo123',
      });
      const auth = { token: me.data.token };
      const work = await call<{ id: string }>(
        '/task/createTask',
        {
          mode: 'basic',
          name: 'Store welcome',
          avatarId: 'av1',
          voiceId: 'sys-xiaoxiao',
          language: 'en',
          scriptType: 'text',
          text: SCRIPT,
          rate: 1,
          audioSourceId: '',
          model: 'free',
          agreed: true,
        },
        auth,
      );
      expect(work.code).toBe(20000);
      // The same script in the same voice, as AI audio: the speech's own length.
      const audio = await call<{ id: string }>(
        '/audio/generateAudio',
        { voiceId: 'sys-xiaoxiao', text: SCRIPT, rate: 1 },
        auth,
      );
      expect(audio.code).toBe(20000);
      // The clock is frozen: the edit ends when it is moved on.
      const moved = await fetch(`${p.origin}/__demo/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...BOX },
        body: JSON.stringify({ ms: 60 * 60_000 }),
      });
      expect(moved.status).toBe(200);

      type Row = { id: string; status: string; videoUrl: string; durationS: number };
      const row = await until(async () => {
        const list = await call<{ list: Row[] }>('/task/listTask', { page: 1, size: 20 }, auth);
        const r = list.data.list.find((t) => t.id === work.data.id);
        return r?.status === 'success' && /fakeOss\/object/.test(r.videoUrl) ? r : undefined;
      }, timeoutOf(120_000));
      const speechUrl = await until(async () => {
        const list = await call<{ list: { id: string; url: string }[] }>(
          '/audio/listAudio',
          { page: 1, size: 20 },
          auth,
        );
        const url = list.data.list.find((a) => a.id === audio.data.id)?.url;
        return url && /fakeOss\/object/.test(url) ? url : undefined;
      }, timeoutOf(60_000));
      const wav = await (await fetch(speechUrl)).arrayBuffer();
      const speechS = wavDuration(wav.slice(0, 512), wav.byteLength) ?? 0;
      expect(speechS).toBeGreaterThan(2);

      const file = await fetch(row.videoUrl);
      expect(file.headers.get('content-type')).toMatch(/^video\/webm/);
      const input = new Input({ formats: ALL_FORMATS, source: new BufferSource(await file.arrayBuffer()) });
      const video = await input.getPrimaryVideoTrack();
      const sound = await input.getPrimaryAudioTrack();
      expect(video?.codec).toBe('vp8');
      expect(video?.displayWidth).toBeGreaterThanOrEqual(1280);
      expect(video?.displayHeight).toBeGreaterThanOrEqual(720);
      expect(sound?.codec).toBe('opus');
      const seconds = await input.computeDuration();
      expect(Math.abs(seconds - speechS) / speechS).toBeLessThan(0.1);
      // A frame for every 5th of a second: a film, not a still.
      let frames = 0;
      if (video) for await (const _ of new EncodedPacketSink(video).packets()) frames += 1;
      expect(frames).toBeGreaterThanOrEqual(Math.floor(speechS * 5 * 0.9));
      // The work is listed (and billed) for the length of the video made, as the service bills what it renders.
      expect(Math.abs(row.durationS - seconds)).toBeLessThan(1.5);
      // A seeded work is not rendered here: it plays its face's own clip (mirage/faceClips.ts), its seeded script.
      const all = await call<{ list: Row[] }>('/task/listTask', { page: 1, size: 20 }, auth);
      expect(all.data.list.find((t) => t.id === 'tk1')?.videoUrl).toMatch(
        /\/fixtures\/media\/clips\/p14-landscape\.webm$/,
      );
    },
    timeoutOf(240_000),
  );
});
