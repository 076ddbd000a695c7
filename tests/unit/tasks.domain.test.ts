import { describe, expect, it } from 'vitest';
import { estimateSeconds } from '../../src/domain/script';
import {
  checkScriptInput,
  checkSeniorInput,
  cutToSeconds,
  EDIT_MS,
  finishedAt,
  billedSeconds,
  lipSyncSeconds,
  MODEL_RECORD,
  QUEUE_MS,
  TASK_KEEP_MS,
  type TaskScriptInput,
  type TaskSeniorInput,
  taskState,
  videoCost,
  WAIT_MS,
} from '../../src/domain/task';

const T0 = 1_000_000;
const run = { createdAt: T0, violation: null, failAt: null } as const;

describe('task lifecycle at each clock step', () => {
  it('waiting, in queue, editing with progress, success, expired', () => {
    expect(taskState(run, T0).status).toBe('waiting');
    expect(taskState(run, T0 + WAIT_MS - 1).status).toBe('waiting');
    expect(taskState(run, T0 + WAIT_MS).status).toBe('queued');
    expect(taskState(run, T0 + WAIT_MS + QUEUE_MS - 1).status).toBe('queued');
    expect(taskState(run, T0 + WAIT_MS + QUEUE_MS)).toEqual({ status: 'editing', progress: 0, expired: false });
    expect(taskState(run, T0 + WAIT_MS + QUEUE_MS + EDIT_MS / 4).progress).toBe(0.25);
    const end = T0 + WAIT_MS + QUEUE_MS + EDIT_MS;
    expect(finishedAt(run)).toBe(end);
    expect(taskState(run, end - 1).progress).toBeLessThan(1);
    expect(taskState(run, end)).toEqual({ status: 'success', progress: 1, expired: false });
    expect(taskState(run, end + TASK_KEEP_MS - 1).expired).toBe(false);
    expect(taskState(run, end + TASK_KEEP_MS).expired).toBe(true);
  });

  it('queue failure at the end of the queue, edit failure halfway', () => {
    const q = { ...run, failAt: 'queue' as const };
    expect(taskState(q, T0 + WAIT_MS).status).toBe('queued');
    expect(taskState(q, T0 + WAIT_MS + QUEUE_MS).status).toBe('queueFailed');
    const e = { ...run, failAt: 'edit' as const };
    expect(taskState(e, T0 + WAIT_MS + QUEUE_MS + EDIT_MS / 2 - 1).status).toBe('editing');
    expect(taskState(e, T0 + WAIT_MS + QUEUE_MS + EDIT_MS / 2).status).toBe('editFailed');
    expect(taskState(e, T0 + 100 * TASK_KEEP_MS).expired).toBe(false);
  });

  it('a violation is final from the start', () => {
    for (const v of ['textIllegal', 'audioIllegal', 'imageIllegal', 'videoIllegal'] as const)
      expect(taskState({ ...run, violation: v }, T0).status).toBe(v);
  });
});

describe('pricing', () => {
  it('per started 30 s, per model, each model its own record type', () => {
    expect(videoCost('free', 6)).toBe(30);
    expect(videoCost('free', 30)).toBe(30);
    expect(videoCost('free', 30.1)).toBe(60);
    expect(videoCost('youzhi', 45)).toBe(300);
    expect(videoCost('dingji', 1)).toBe(600);
    expect(MODEL_RECORD).toEqual({ free: 'videoOrdinary', youzhi: 'videoQuality', dingji: 'videoTop' });
  });

  it('the free model lip-syncs at most 60 s', () => {
    expect(lipSyncSeconds('free', 90)).toBe(60);
    expect(lipSyncSeconds('youzhi', 90)).toBe(90);
    expect(billedSeconds('free', 90)).toBe(60);
    expect(billedSeconds('youzhi', 12.345)).toBe(12.3);
    expect(billedSeconds('dingji', 12.36)).toBe(12.4);
  });

  it('cuts a script to what is spoken in 60 s, keeping pause markers whole', () => {
    const long = '字'.repeat(270);
    const r = cutToSeconds(long, 1, 60);
    expect(r.cut).toBe(true);
    // 0.2208 s a Chinese character and 0.95 s of silence at the end (src/domain/speech.ts): 267 of them in 60 s.
    expect(r.text.length).toBe(267);
    expect(estimateSeconds(r.text, 1)).toBeLessThanOrEqual(60);
    const paused = `${'字'.repeat(100)}<#3#>${'字'.repeat(170)}`;
    const p = cutToSeconds(paused, 1, 60);
    expect(p.text).toContain('<#3#>');
    expect(estimateSeconds(p.text, 1)).toBeLessThanOrEqual(60);
    expect(cutToSeconds('字'.repeat(100), 1, 60)).toEqual({ text: '字'.repeat(100), cut: false });
    // Faster speech fits more.
    expect(cutToSeconds(long, 2, 60).cut).toBe(false);
  });
});

const ok: TaskScriptInput = {
  name: '视频',
  avatarId: 'av1',
  voiceId: 'sys',
  language: 'zh',
  scriptType: 'text',
  text: '大家好，欢迎来到我们的直播间，今天为大家介绍新品。',
  rate: 1,
  audioSourceId: '',
  model: 'free',
  agreed: true,
};

describe('submission rules (the form and the server share them)', () => {
  const rule = (i: Partial<TaskScriptInput>, tier: 'free' | 'paid' = 'free', audioS?: number) =>
    checkScriptInput({ ...ok, ...i }, tier, audioS);
  it('each required choice, in the order of the form', () => {
    expect(rule({})).toBeNull();
    expect(rule({ name: ' ' })).toEqual({ rule: 'nameRequired' });
    expect(rule({ name: 'x'.repeat(31) })).toEqual({ rule: 'nameLong' });
    expect(rule({ avatarId: '', voiceId: '' })).toEqual({ rule: 'avatarRequired' });
    expect(rule({ voiceId: '', language: '' })).toEqual({ rule: 'voiceRequired' });
    expect(rule({ language: '' })).toEqual({ rule: 'languageRequired' });
    expect(rule({ agreed: false })).toEqual({ rule: 'agreementRequired' });
  });
  it('text: 15 to 270 with the free timbre, 3000 with a paid one; 60 s on the free model', () => {
    expect(rule({ text: '太短' })).toEqual({ script: { key: 'script.textShort', values: { min: 15 } } });
    expect(rule({ text: '字'.repeat(271), model: 'youzhi' })).toEqual({
      script: { key: 'script.textLong', values: { max: 270 } },
    });
    expect(rule({ text: '字'.repeat(2000), model: 'youzhi' }, 'paid')).toBeNull();
    expect(rule({ text: '字字，'.repeat(88) })).toEqual({ rule: 'freeModelTooLong' });
  });
  it('audio: upload first; the free model takes at most 60 s', () => {
    expect(rule({ scriptType: 'audio', text: '' })).toEqual({ rule: 'audioRequired' });
    expect(rule({ scriptType: 'audio', text: '', audioSourceId: 's1' }, 'free', 40)).toBeNull();
    expect(rule({ scriptType: 'audio', text: '', audioSourceId: 's1' }, 'free', 61)).toEqual({
      rule: 'freeModelTooLong',
    });
  });
  it('advanced: cover title required, sizes in range, a card needs a name', () => {
    const s: TaskSeniorInput = {
      orientation: 'landscape',
      background: null,
      cover: { title: '标题', fontStyle: 'hei', fontSize: 48, imageSourceId: '' },
      card: null,
    };
    expect(checkSeniorInput(s)).toBeNull();
    expect(checkSeniorInput({ ...s, cover: { ...s.cover, title: ' ' } })).toEqual({ rule: 'coverTitleRequired' });
    expect(checkSeniorInput({ ...s, cover: { ...s.cover, title: 'x'.repeat(31) } })).toEqual({
      rule: 'coverTitleLong',
    });
    expect(checkSeniorInput({ ...s, cover: { ...s.cover, fontSize: 10 } })).toEqual({ rule: 'coverFontSize' });
    const card = { name: '陈静', intro: '', fontSize: 20, style: 'classic' as const };
    expect(checkSeniorInput({ ...s, card })).toBeNull();
    expect(checkSeniorInput({ ...s, card: { ...card, name: '' } })).toEqual({ rule: 'cardNameRequired' });
    expect(checkSeniorInput({ ...s, card: { ...card, name: 'x'.repeat(21) } })).toEqual({ rule: 'cardNameLong' });
    expect(checkSeniorInput({ ...s, card: { ...card, intro: 'x'.repeat(61) } })).toEqual({ rule: 'cardIntroLong' });
    expect(checkSeniorInput({ ...s, card: { ...card, fontSize: 60 } })).toEqual({ rule: 'cardFontSize' });
  });
});
