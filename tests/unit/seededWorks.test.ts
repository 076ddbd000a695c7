// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskDto } from '../../src/api/types';
import { LANGUAGES, type Language } from '../../src/domain/language';
import { estimateSeconds } from '../../src/domain/script';
import { CARD_INTRO_MAX, checkSeniorInput, COVER_TITLE_MAX, type TaskSeniorInput } from '../../src/domain/task';
import type { Backend } from '../../mirage/backend';
import type { DbTask } from '../../mirage/db';
import { forgetMediaJobs, installMediaMaker, type MediaRecipe } from '../../mirage/media/jobs';
import { type VideoSpec, workKey, workRecipe } from '../../mirage/media/recipe';
import { clearMediaStore } from '../../mirage/mediaStore';
import { seededName } from '../../mirage/seededNames';
import { SEEDED_TEXTS } from '../../mirage/seededTexts';
import { call, demoOver, makeBackend, signIn } from './backendHelpers';

/**
 * The seeded works are real made videos in the language on show: each its own recipe (face, voice, script, length),
 * the advanced one with its background, cover and card, and every seeded name, script and scene's record read in the
 * caller's language (mirage/seededTexts.ts, mirage/seededNames.ts, mirage/media/recipe.ts).
 */
const CJK = /[\u3400-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;

const task = (b: Backend, id: string): DbTask => {
  const t = b.db.tasks.find((x) => x.id === id);
  if (!t) throw new Error(`no seeded task ${id}`);
  return t;
};
const spec = (b: Backend, id: string, lang: Language): VideoSpec => {
  const r = workRecipe(b.db, task(b, id), '', lang);
  if (r.kind !== 'video') throw new Error('not a video');
  return r.spec;
};
const spoken = (s: VideoSpec) => ('speak' in s.sound ? s.sound.speak : null);

describe('the seeded works each make a video of their own', () => {
  it('no two works share a face, script, length or file; the same work always gives the same recipe', () => {
    const b = makeBackend();
    const made = ['tk1', 'tk2', 'tk5'].map((id) => ({ id, spec: spec(b, id, 'en'), key: workKey(task(b, id), 'en') }));
    expect(new Set(made.map((m) => m.spec.face.portrait)).size).toBe(3);
    expect(new Set(made.map((m) => spoken(m.spec)?.text)).size).toBe(3);
    expect(new Set(made.map((m) => m.spec.seed)).size).toBe(3);
    expect(new Set(made.map((m) => m.key)).size).toBe(3);
    expect(new Set(['tk1', 'tk2', 'tk5'].map((id) => task(b, id).durationS)).size).toBe(3);
    // The Livestream preview speaks in Yunyang's voice, the New product intro in Xiaoxiao's.
    expect(spoken(made[0].spec)?.timbre).not.toEqual(spoken(made[1].spec)?.timbre);
    expect(spec(makeBackend(), 'tk2', 'en')).toEqual(made[1].spec);
  });

  it('a seeded work speaks, subtitles and titles in the language on show, each language a file of its own', () => {
    const b = makeBackend();
    for (const lang of LANGUAGES) {
      expect(spoken(spec(b, 'tk1', lang))).toMatchObject({ text: SEEDED_TEXTS.introScript[lang], language: lang });
      expect(spoken(spec(b, 'tk2', lang))).toMatchObject({ text: SEEDED_TEXTS.liveScript[lang], language: lang });
    }
    const keys = LANGUAGES.map((lang) => workKey(task(b, 'tk1'), lang));
    expect(new Set(keys).size).toBe(4);
    // A work a person made is one file, in the language they chose, whatever the console's.
    const typed = { ...task(b, 'tk1'), id: 'tk-own', input: { ...task(b, 'tk1').input, text: 'Hello there.' } };
    expect(workKey(typed, 'en')).toBe(workKey(typed, 'zh'));
    const own = workRecipe(b.db, typed, '', 'en');
    expect(own.kind === 'video' && spoken(own.spec)).toMatchObject({ text: 'Hello there.', language: 'zh' });
  });

  it('the advanced work has its background, cover title and image, and card, in the language on show', () => {
    const b = makeBackend();
    const en = spec(b, 'tk2', 'en');
    expect(en.background?.kind).toBe('image');
    expect(en.background?.url).toMatch(/live-background.*\.svg/);
    expect(en.coverImageUrl).toMatch(/live-cover.*\.svg/);
    expect(en.coverTitle).toMatchObject({ text: SEEDED_TEXTS.liveCoverTitle.en });
    expect(en.card).toMatchObject({ name: 'Chen Jing', intro: SEEDED_TEXTS.liveCardIntro.en, style: 'classic' });
    expect(spec(b, 'tk2', 'zh').card).toMatchObject({ name: '陈静', intro: SEEDED_TEXTS.liveCardIntro.zh });
    expect(spec(b, 'tk2', 'ja').coverTitle?.text).toBe(SEEDED_TEXTS.liveCoverTitle.ja);
    // The basic works have none of these.
    const basic = spec(b, 'tk1', 'en');
    expect([basic.background, basic.coverImageUrl, basic.coverTitle, basic.card]).toEqual([null, '', null, null]);
    // Its choices pass the advanced editor's rules in every language.
    const senior = task(b, 'tk2').input.senior as TaskSeniorInput;
    for (const lang of LANGUAGES) {
      const words = (s: string) => seededName(s, lang);
      const shown = {
        ...senior,
        cover: { ...senior.cover, title: words(senior.cover.title) },
        card: senior.card && { ...senior.card, name: words(senior.card.name), intro: words(senior.card.intro) },
      };
      expect(checkSeniorInput(shown), lang).toBeNull();
    }
  });

  it('each seeded text is written in its language: no Chinese in en and es, kana to speak in ja, within the limits', () => {
    for (const [name, t] of Object.entries(SEEDED_TEXTS)) {
      expect(t.zh, name).toMatch(CJK);
      expect(t.en, name).not.toMatch(CJK);
      expect(t.es, name).not.toMatch(CJK);
      expect(t.ja, name).toMatch(KANA);
      if (!name.endsWith('Script')) continue;
      // The speech engine reads kana, not kanji: a Japanese script is all kana.
      expect(t.ja, name).not.toMatch(CJK);
      // A script about as long in every language: the same work, the same kind of video.
      const zh = estimateSeconds(t.zh, 1);
      for (const lang of ['en', 'es', 'ja'] as const)
        expect(estimateSeconds(t[lang], 1) / zh, `${name} ${lang}`).toBeLessThan(2.5);
    }
    for (const lang of LANGUAGES) {
      expect(Array.from(SEEDED_TEXTS.liveCoverTitle[lang]).length).toBeLessThanOrEqual(COVER_TITLE_MAX);
      expect(Array.from(SEEDED_TEXTS.liveCardIntro[lang]).length).toBeLessThanOrEqual(CARD_INTRO_MAX);
    }
  });
});

describe('the fake service makes and names the seeded works in the caller language', () => {
  const asked: MediaRecipe[] = [];
  afterEach(() => {
    installMediaMaker(null);
    forgetMediaJobs();
    clearMediaStore('');
    asked.length = 0;
  });
  const list = (b: Backend, token: string, lang: Language) =>
    (call(b, 'post', '/task/listTask', { token, lang, body: { pageNum: 1, pageSize: 20 } }).data as { list: TaskDto[] })
      .list;

  it('My works in English asks for English videos and names every work in English; in Chinese, Chinese ones', async () => {
    installMediaMaker({
      kinds: ['speech', 'video'],
      make: async (r) => {
        asked.push(r);
        return new Blob(['x'], { type: 'video/webm' });
      },
    });
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const en = list(b, token, 'en');
    expect(en.map((t) => t.name)).toEqual(
      expect.arrayContaining(['New product intro', 'Livestream preview', "Last week's recap"]),
    );
    for (const t of en) expect(t.name).not.toMatch(CJK);
    const texts = () =>
      asked.flatMap((r) => (r.kind === 'video' && 'speak' in r.spec.sound ? [r.spec.sound.speak] : []));
    // The finished New product intro and the Livestream preview in flight are made, one after the other, in English.
    await vi.waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: SEEDED_TEXTS.introScript.en, language: 'en' }),
        expect.objectContaining({ text: SEEDED_TEXTS.liveScript.en, language: 'en' }),
      ]),
    );
    expect(texts().some((s) => CJK.test(s.text))).toBe(false);
    asked.length = 0;
    expect(list(b, token, 'zh').map((t) => t.name)).toContain('直播预告');
    await vi.waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: SEEDED_TEXTS.introScript.zh, language: 'zh' })]),
    );
    // Edit and resubmit reads the work as it was shown: its script, cover and card, and its output language.
    const input = (lang: Language) =>
      (call(b, 'get', '/task/taskInput', { token, lang, query: { id: 'tk2' } }).data as { input: DbTask['input'] })
        .input;
    expect(input('es')).toMatchObject({
      language: 'es',
      text: SEEDED_TEXTS.liveScript.es,
      senior: { cover: { title: SEEDED_TEXTS.liveCoverTitle.es } },
    });
    expect(input('zh')).toMatchObject({ language: 'zh', text: SEEDED_TEXTS.liveScript.zh });
  });

  it("a scene's work and the seeded customer with her spending read in English for en, in Chinese for zh", () => {
    const { b, demo } = demoOver();
    demo.stage('videoRenders');
    const member = signIn(b, '13800000005').token;
    expect(list(b, member, 'en')[0]).toMatchObject({ name: 'Spring launch' });
    expect(list(b, member, 'zh')[0]).toMatchObject({ name: '春季新品发布' });
    const { page } = demo.stage('outOfPower');
    const userId = page.split('/').at(-1) ?? '';
    const agent = signIn(b, '13800000004').token;
    const detail = (lang: Language) =>
      JSON.stringify(call(b, 'get', '/usermanage/getUserDetail', { token: agent, lang, query: { userId } }).data);
    expect(detail('en')).toContain('Lena Lin');
    expect(detail('en')).not.toMatch(CJK);
    expect(detail('zh')).toContain('林晓');
    // Her spending, as her details page lists it: what each video was for.
    const records = (lang: Language) =>
      JSON.stringify(
        call(b, 'post', '/powerRecord/getPowerRecordList', {
          token: agent,
          lang,
          body: { pageNum: 1, pageSize: 20, userId },
        }).data,
      );
    expect(records('en')).toContain('Store promo film');
    expect(records('en')).not.toMatch(CJK);
    expect(records('zh')).toContain('门店宣传片');
  });
});
