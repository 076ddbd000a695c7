import { afterEach, describe, expect, it } from 'vitest';
import type { AudioDto, AuditionDto, TaskDto } from '../../src/api/types';
import { answerWithMedia } from '../../mirage/adapter';
import {
  forgetMediaJobs,
  installMediaMaker,
  MediaFailed,
  type MediaFailure,
  type MediaRecipe,
} from '../../mirage/media/jobs';
import { clearMediaStore } from '../../mirage/mediaStore';
import { EDIT_MS, QUEUE_MS, WAIT_MS } from '../../src/domain/task';
import { Backend } from '../../mirage/backend';
import { REFERENCE_TIME } from '../../mirage/server';
import { call, makeBackend, signIn } from './backendHelpers';
import { contractCheck } from './contractCheck';

/**
 * The fake service's media studio (mirage/media/jobs.ts) as its handlers use it, with a stand-in maker that records
 * what it is asked for: a work shows 'editing' at 99% until its file is made, generated audio is 'generating' until
 * its speech is made, a voice's sample is answered once made, and a maker that cannot make a kind (Node: no video)
 * leaves the work to end as the clock says.
 */
const asked: MediaRecipe[] = [];
let release: () => void = () => {};
function studio(kinds: MediaRecipe['kind'][] = ['speech', 'video']) {
  let gate = Promise.resolve();
  installMediaMaker({
    kinds,
    make: async (recipe) => {
      asked.push(recipe);
      await gate;
      return new Blob([recipe.kind], { type: recipe.kind === 'video' ? 'video/webm' : 'audio/wav' });
    },
  });
  return {
    hold() {
      gate = new Promise((r) => {
        release = r;
      });
    },
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
afterEach(async () => {
  release();
  await settle();
  installMediaMaker(null);
  forgetMediaJobs();
  clearMediaStore('');
  asked.length = 0;
});

const TEXT = '大家好，欢迎来到我们的直播间。<#1#>今天为大家介绍新品。';
const task = (over: Record<string, unknown> = {}) => ({
  mode: 'basic',
  name: 'Spoken',
  avatarId: 'av1',
  voiceId: 'sys-yunyang',
  language: 'zh',
  scriptType: 'text',
  text: TEXT,
  rate: 1.2,
  audioSourceId: '',
  model: 'free',
  agreed: true,
  ...over,
});

describe('the media studio', () => {
  it('renders a new work from its choices, and shows it editing at 99% until the file is made', async () => {
    const s = studio();
    s.hold();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const made = call(b, 'post', '/task/createTask', { token, body: task() }).data as TaskDto;
    await settle();
    const video = asked.find((r) => r.kind === 'video');
    expect(video).toMatchObject({
      kind: 'video',
      spec: {
        orientation: 'landscape',
        face: { portrait: expect.stringMatching(/^p\d\d$/) },
        sound: { speak: { text: TEXT, language: 'zh', rate: 1.2, timbre: { variant: expect.stringMatching(/^m/) } } },
      },
    });
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS + 1000);
    const list = () =>
      (call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 20 } }).data as { list: TaskDto[] })
        .list;
    const mine = () => list().find((t) => t.id === made.id);
    expect(mine()).toMatchObject({ status: 'editing', progress: 0.99, videoUrl: '' });
    release();
    await settle();
    await settle();
    expect(mine()).toMatchObject({ status: 'success', videoUrl: expect.stringMatching(/.+/) });
  });

  it('a work in flight is rendered while the clock edits; a finished one waiting behind another render is queued, not 99%', async () => {
    const s = studio();
    s.hold();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const list = () =>
      (call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 50 } }).data as { list: TaskDto[] })
        .list;
    list();
    await settle();
    // The first read asks for the videos of the finished work and of the one still editing on the clock: one renders,
    // the other waits its turn.
    expect(asked).toHaveLength(1);
    expect(list().map((t) => `${t.status}:${t.progress}`)).toEqual(expect.arrayContaining(['editing:0.99']));
    // Once the clock has finished the second one's edit too, it shows waiting for the renderer, not 99%.
    b.clock.advance(EDIT_MS);
    const states = list().map((t) => `${t.status}:${t.progress}`);
    expect(states.filter((x) => x === 'editing:0.99')).toHaveLength(1);
    expect(states.filter((x) => x === 'queued:0')).toHaveLength(1);
    release();
    await settle();
    await settle();
    expect(asked.filter((r) => r.kind === 'video')).toHaveLength(2);
    // A new work seen waiting or queued on the clock has its render asked for at once.
    const made = call(b, 'post', '/task/createTask', { token, body: task() }).data as TaskDto;
    expect(list().find((t) => t.id === made.id)?.status).toMatch(/waiting|queued/);
  });

  it('without a video encoder (fake:serve) a work ends as the clock says, with its seeded clip', async () => {
    studio(['speech']);
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const made = call(b, 'post', '/task/createTask', { token, body: task() }).data as TaskDto;
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS + 1000);
    const page = call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 20 } }).data as {
      list: TaskDto[];
    };
    expect(page.list.find((t) => t.id === made.id)).toMatchObject({
      status: 'success',
      // The first digital human's own clip (mirage/faceClips.ts).
      videoUrl: expect.stringMatching(/clips\/p14-landscape\.webm/),
    });
    expect(asked.some((r) => r.kind === 'video')).toBe(false);
  });

  it('a render that fails for a reason fails its work with that reason and refunds it; the next render goes on', async () => {
    const reasons: Record<string, MediaFailure> = { 'Too slow': 'timeLimit', 'Lost worker': 'stopped' };
    installMediaMaker({
      kinds: ['speech', 'video'],
      make: async (recipe) => {
        asked.push(recipe);
        const said = recipe.kind === 'video' && 'speak' in recipe.spec.sound ? recipe.spec.sound.speak.text : '';
        const reason = Object.entries(reasons).find(([name]) => said.endsWith(name))?.[1];
        if (reason) throw new MediaFailed(reason);
        return new Blob(['video'], { type: 'video/mp4' });
      },
    });
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    const create = (name: string) =>
      call(b, 'post', '/task/createTask', { token, body: task({ name, text: `${TEXT}${name}` }) }).data as TaskDto;
    const slow = create('Too slow');
    const lost = create('Lost worker');
    const fine = create('Fine');
    const power = () => b.db.users.find((u) => u.id === userId)?.power;
    const before = power();
    const list = () =>
      (call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 50 } }).data as { list: TaskDto[] })
        .list;
    list();
    for (let i = 0; i < 6; i++) await settle();
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS + 1000);
    list();
    const byId = new Map(list().map((t) => [t.id, t]));
    expect(byId.get(slow.id)).toMatchObject({
      status: 'editFailed',
      reason: 'Rendering took longer than its time limit; the computing power was refunded',
      videoUrl: '',
    });
    expect(byId.get(lost.id)).toMatchObject({
      status: 'editFailed',
      reason: 'The renderer stopped while making this video; the computing power was refunded',
    });
    expect(byId.get(fine.id)).toMatchObject({ status: 'success', videoUrl: expect.stringMatching(/.+/) });
    expect(power()).toBe((before ?? 0) + slow.cost + lost.cost);
  });

  it('a work named with a render-fail word asks for the demo fault that stops its worker', async () => {
    studio();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    call(b, 'post', '/task/createTask', { token, body: task({ name: 'Demo renderfail' }) });
    call(b, 'post', '/task/createTask', { token, body: task({ name: 'Plain' }) });
    await settle();
    await settle();
    const faults = asked.map((r) => (r.kind === 'video' ? (r.spec.fault ?? 'none') : 'speech'));
    expect(faults).toEqual(['stop', 'none']);
  });

  it('generated audio is generating until its speech is made, in the language its text is written in', async () => {
    const s = studio();
    s.hold();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const text = 'Welcome to the studio, <#0.5#>today we show you something new.';
    call(b, 'post', '/audio/generateAudio', { token, body: { voiceId: 'sys-xiaoxiao', text, rate: 1.5 } });
    b.clock.advance(60_000);
    const mine = () =>
      (call(b, 'post', '/audio/listAudio', { token, body: { pageNum: 1, pageSize: 20 } }).data as { list: AudioDto[] })
        .list[0];
    expect(mine()).toMatchObject({ status: 'generating', url: '' });
    await settle();
    expect(asked.find((r) => r.kind === 'speech')).toMatchObject({ speak: { text, language: 'en', rate: 1.5 } });
    release();
    await settle();
    await settle();
    expect(mine()).toMatchObject({ status: 'done', url: expect.stringMatching(/.+/) });
  });

  it("AI audio in a cloned voice is made at its recording's pitch; a platform voice's at its own", async () => {
    studio();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const pitchOf = (r: MediaRecipe | undefined) => (r?.kind === 'speech' ? r.pitchOf : 'not speech');
    const make = async (voiceId: string) => {
      const text = `Hello from the studio, in ${voiceId}.`;
      call(b, 'post', '/audio/generateAudio', { token, body: { voiceId, text, rate: 1 } });
      b.clock.advance(60_000);
      call(b, 'post', '/audio/listAudio', { token, body: { pageNum: 1, pageSize: 20 } });
      await settle();
      // The list asks for the seeded audios' speech too: this text's is the one.
      return asked.find((r) => r.kind === 'speech' && r.speak.text === text);
    };
    // vo1 was cloned from the member's second sample (the same recording its Listen is tuned to, below).
    expect(pitchOf(await make('vo1'))).toMatch(/voice-sample-2/);
    expect(pitchOf(await make('sys-xiaoxiao'))).toBeUndefined();
  });

  it("Listen is answered once the sample is made: the editor's language and rate, else the caller's at 1x", async () => {
    studio();
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const listen = (body: Record<string, unknown>, lang = 'en') =>
      answerWithMedia(b, 'post', '/voice/auditionVoice', {
        query: {},
        body,
        headers: { token, 'x-token': token, 'accept-language': lang, 'content-type': 'application/json' },
        host: 'localhost',
        origin: 'http://localhost/',
      });
    const out = await listen({ id: 'vo1', language: 'es', rate: 1.5 });
    expect('reply' in out && (out.reply as { data: AuditionDto }).data.url).toMatch(/.+/);
    expect(asked.at(-1)).toMatchObject({ kind: 'speech', speak: { language: 'es', rate: 1.5 } });
    // A cloned voice is tuned to the recording it was cloned from, named by an address the maker can fetch.
    const pitchOf = (r: MediaRecipe | undefined) => (r?.kind === 'speech' ? r.pitchOf : 'not speech');
    expect(pitchOf(asked.at(-1))).toMatch(/voice-sample-2/);
    expect(pitchOf(asked.at(-1))).not.toMatch(/^seed:/);
    await listen({ id: 'sys-xiaoxiao' }, 'ja');
    expect(asked.at(-1)).toMatchObject({
      speak: { language: 'ja', rate: 1, timbre: { variant: expect.stringMatching(/^f/) } },
    });
    // A platform voice has its own pitch.
    expect(pitchOf(asked.at(-1))).toBeUndefined();
    // The same sample again is the file already made.
    const count = asked.length;
    await listen({ id: 'sys-xiaoxiao' }, 'ja');
    expect(asked.length).toBe(count);
  });

  it('refuses a rate outside 0-2x for Listen, naming it', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const r = call(b, 'post', '/voice/auditionVoice', { token, body: { id: 'vo1', rate: 3 } });
    expect(r.code).not.toBe(20000);
    expect(r.msg).toMatch(/rate/);
  });
});

/** A world of its own, as a sandbox of fake:serve has: its media are made and kept under its scope. */
const world = (scope: string) =>
  new Backend({ startAt: REFERENCE_TIME, speed: 0, mediaScope: scope, replyCheck: contractCheck });
const asWho = (token: string, lang = 'en') => ({
  query: {},
  headers: { token, 'x-token': token, 'accept-language': lang, 'content-type': 'application/json' },
  host: 'localhost',
  origin: 'http://localhost/',
});

describe('a read waits for its own media only', () => {
  it("a read in sandbox D never waits for B's generation nor C's Listen; Listen in C waits for its own sample", async () => {
    const s = studio();
    s.hold();
    const [b, c, d] = [world('B'), world('C'), world('D')];
    const [tb, tc, td] = [b, c, d].map((w) => signIn(w, '13800000005').token);
    call(b, 'post', '/audio/generateAudio', {
      token: tb,
      body: { voiceId: 'vo1', text: '字'.repeat(3000), rate: 1 },
    });
    let listened = false;
    const listen = answerWithMedia(c, 'post', '/voice/auditionVoice', { ...asWho(tc), body: { id: 'vo1' } }).then(
      (out) => {
        listened = true;
        return out;
      },
    );
    await settle();
    // One of each kind at a time in the browser's studio: C's sample waits behind B's long generation.
    expect(asked).toHaveLength(1);
    // D's reads answer at once while both are being made.
    const list = await answerWithMedia(d, 'post', '/task/listTask', {
      ...asWho(td),
      body: { pageNum: 1, pageSize: 20 },
    });
    expect('reply' in list && list.reply.code).toBe(20000);
    const voices = await answerWithMedia(c, 'post', '/voice/listVoice', {
      ...asWho(tc),
      body: { pageNum: 1, pageSize: 20 },
    });
    expect('reply' in voices && voices.reply.code).toBe(20000);
    expect(listened).toBe(false);
    release();
    const out = await listen;
    expect('reply' in out && (out.reply as { data: AuditionDto }).data.url).toMatch(/.+/);
    expect(asked.filter((r) => r.kind === 'speech')).toHaveLength(2);
    for (const scope of ['B', 'C', 'D']) clearMediaStore(scope);
  });

  it('at a full queue a call asking for speech answers 503 with Retry-After, and a generation is not charged', async () => {
    let full: 'sandbox' | 'server' | null = 'sandbox';
    installMediaMaker({
      kinds: ['speech'],
      busy: (scope) => (full && scope === 'B' ? { queue: full, max: 3, retryAfterS: 5 } : null),
      make: async (recipe) => {
        asked.push(recipe);
        return new Blob(['speech'], { type: 'audio/wav' });
      },
    });
    const b = world('B');
    const { token } = signIn(b, '13800000005');
    const spent = b.db.powerRecords.length;
    const gen = await answerWithMedia(b, 'post', '/audio/generateAudio', {
      ...asWho(token),
      body: { voiceId: 'vo1', text: '字'.repeat(300), rate: 1 },
    });
    expect(gen).toMatchObject({
      status: 503,
      headers: { 'retry-after': '5' },
      reply: { code: 503, msg: 'This sandbox already has 3 pieces of speech waiting to be made; try again in 5 s' },
    });
    expect(b.db.powerRecords.length).toBe(spent);
    full = 'server';
    const listen = await answerWithMedia(b, 'post', '/voice/auditionVoice', {
      ...asWho(token, 'zh'),
      body: { id: 'vo1' },
    });
    expect(listen).toMatchObject({ status: 503, reply: { msg: expect.stringContaining('3 段语音') } });
    // A list still answers: what it shows waits, and is asked for again by a later read.
    const list = await answerWithMedia(b, 'post', '/audio/listAudio', {
      ...asWho(token),
      body: { pageNum: 1, pageSize: 20 },
    });
    expect('reply' in list && list.reply.code).toBe(20000);
    expect(asked).toEqual([]);
    full = null;
    const again = await answerWithMedia(b, 'post', '/voice/auditionVoice', { ...asWho(token), body: { id: 'vo1' } });
    expect('reply' in again && again.reply.code).toBe(20000);
    expect(asked.length).toBeGreaterThan(0);
  });
});
