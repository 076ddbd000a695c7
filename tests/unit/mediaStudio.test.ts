import { afterEach, describe, expect, it } from 'vitest';
import type { AudioDto, AuditionDto, TaskDto } from '../../src/api/types';
import { answerWithMedia } from '../../mirage/adapter';
import { forgetMediaJobs, installMediaMaker, type MediaRecipe } from '../../mirage/media/jobs';
import { clearMediaStore } from '../../mirage/mediaStore';
import { EDIT_MS, QUEUE_MS, WAIT_MS } from '../../src/domain/task';
import { call, makeBackend, signIn } from './backendHelpers';

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
      videoUrl: expect.stringMatching(/avatar-landscape/),
    });
    expect(asked.some((r) => r.kind === 'video')).toBe(false);
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
