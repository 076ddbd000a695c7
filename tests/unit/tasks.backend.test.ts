import { describe, expect, it } from 'vitest';
import type { TaskInputDto, TaskDto, TaskPageDto } from '../../src/api/types';
import { CODE_POWER_SHORT } from '../../src/domain/assets';
import { CODE_VIP_EXPIRED, canResubmit, EDIT_MS, QUEUE_MS, TASK_KEEP_MS, WAIT_MS } from '../../src/domain/task';
import { ledgerSum } from '../../mirage/ledger';
import { clearMediaStore, putObject } from '../../mirage/mediaStore';
import { serverMessage } from '../../mirage/messages';
import { call, makeBackend, signIn, upload } from './backendHelpers';

const MEMBER = '13800000005';
const EXPIRED = '13800000006';
/** A customer with VIP but only 540 points. */
const POOR = '18863579563';
const TEXT = '大家好，欢迎来到我们的直播间，今天为大家介绍新品。';

const basic = (extra: Record<string, unknown> = {}) => ({
  mode: 'basic',
  name: '测试视频',
  avatarId: 'av1',
  voiceId: 'sys-xiaoxiao',
  language: 'zh',
  scriptType: 'text',
  text: TEXT,
  rate: 1,
  audioSourceId: '',
  model: 'free',
  agreed: true,
  ...extra,
});

const senior = (extra: Record<string, unknown> = {}) => ({
  orientation: 'landscape',
  background: null,
  cover: { title: '新品发布', fontStyle: 'hei', fontSize: 48, imageSourceId: '' },
  card: { name: '陈静', intro: '主播', fontSize: 20, style: 'classic' },
  ...extra,
});

function setup(mobile = MEMBER) {
  const b = makeBackend();
  const { token, userId } = signIn(b, mobile);
  const user = () => b.db.users.find((u) => u.id === userId) ?? b.db.users[0];
  const create = (body: Record<string, unknown>, lang = 'en') =>
    call(b, 'post', '/task/createTask', { token, body, lang });
  const list = (body: Record<string, unknown> = {}) =>
    call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 20, ...body } }).data as TaskPageDto;
  const find = (id: string) => list().list.find((t) => t.id === id);
  return { b, token, userId, user, create, list, find };
}

describe('fake server: task lifecycle', () => {
  it('goes waiting -> in queue -> editing -> success, then expires after 48 hours', () => {
    const { b, create, find } = setup();
    const r = create(basic());
    expect(r.code).toBe(20000);
    const t = r.data as TaskDto;
    expect(t.status).toBe('waiting');
    b.clock.advance(WAIT_MS);
    expect(find(t.id)?.status).toBe('queued');
    expect(find(t.id)?.queuePosition).toBe(1);
    b.clock.advance(QUEUE_MS);
    expect(find(t.id)?.status).toBe('editing');
    b.clock.advance(EDIT_MS / 2);
    const mid = find(t.id);
    expect(mid?.status).toBe('editing');
    expect(mid?.progress).toBeCloseTo(0.5, 1);
    expect(mid?.videoUrl).toBe('');
    b.clock.advance(EDIT_MS / 2);
    const done = find(t.id);
    expect(done?.status).toBe('success');
    expect(done?.videoUrl).not.toBe('');
    expect(done?.expired).toBe(false);
    b.clock.advance(TASK_KEEP_MS);
    const old = find(t.id);
    expect(old?.status).toBe('success');
    expect(old?.expired).toBe(true);
    expect(old?.videoUrl).toBe('');
  });

  it('counts the queue position across tasks and reports how many are in flight', () => {
    const { b, create, list } = setup();
    const a = create(basic({ name: 'A' })).data as TaskDto;
    b.clock.advance(1000);
    const c = create(basic({ name: 'B' })).data as TaskDto;
    b.clock.advance(WAIT_MS);
    const page = list();
    expect(page.list.find((t) => t.id === a.id)?.queuePosition).toBe(1);
    expect(page.list.find((t) => t.id === c.id)?.queuePosition).toBe(2);
    expect(page.inFlight).toBe(3); // the two new ones and the seeded editing task
    b.clock.advance(QUEUE_MS + EDIT_MS + 1000);
    expect(list().inFlight).toBe(0);
  });

  it('queue failure and edit failure give the power back as a positive record of the same type', () => {
    const { b, create, find, user, userId } = setup();
    const before = user().power;
    const q = create(basic({ name: 'demo queuefail' })).data as TaskDto;
    const e = create(basic({ name: 'demo editfail', model: 'youzhi' })).data as TaskDto;
    expect(user().power).toBe(before - q.cost - e.cost);
    b.clock.advance(WAIT_MS + QUEUE_MS);
    const qf = find(q.id);
    expect(qf?.status).toBe('queueFailed');
    expect(qf?.reason).toBe('Queue failed; the computing power was refunded');
    expect(qf?.refunded).toBe(true);
    expect(find(e.id)?.status).toBe('editing');
    b.clock.advance(EDIT_MS / 2);
    expect(find(e.id)?.status).toBe('editFailed');
    expect(user().power).toBe(before);
    const refunds = b.db.powerRecords.filter((r) => r.userId === userId && r.note.startsWith('refund'));
    // Noted with the refund's kind and the work's name, for the records page to word (src/components/records).
    expect(refunds.map((r) => [r.type, r.delta, r.note])).toEqual([
      ['videoOrdinary', q.cost, 'refund:demo queuefail'],
      ['videoQuality', e.cost, 'refund:demo editfail'],
    ]);
    // Reading again refunds nothing twice.
    find(e.id);
    expect(user().power).toBe(before);
    expect(ledgerSum(b.db, userId)).toBe(user().power);
  });
});

describe('fake server: pricing and the power debit', () => {
  it('debits one record per model: ordinary, high quality, top', () => {
    const { b, create, user, userId } = setup();
    const start = user().power;
    const costs = (['free', 'youzhi', 'dingji'] as const).map(
      (model) => (create(basic({ model, name: model })).data as TaskDto).cost,
    );
    expect(costs).toEqual([30, 150, 600]);
    expect(user().power).toBe(start - 780);
    const recs = b.db.powerRecords.filter((r) => r.userId === userId).slice(-3);
    expect(recs.map((r) => [r.type, r.delta])).toEqual([
      ['videoOrdinary', -30],
      ['videoQuality', -150],
      ['videoTop', -600],
    ]);
  });

  it('prices uploaded audio by its length, per started 30 s', () => {
    const { create, token, b } = setup();
    const a = upload(b, token, 'scriptAudio', 'speech.wav', { duration: 45 });
    const r = create(basic({ scriptType: 'audio', text: '', audioSourceId: a.sourceId, model: 'youzhi' }));
    expect((r.data as TaskDto).cost).toBe(300);
    expect((r.data as TaskDto).durationS).toBe(45);
  });

  it('an expired VIP is refused before anything is spent', () => {
    const { create, user } = setup(EXPIRED);
    const before = user().power;
    const r = create(basic({ avatarId: 'av4' }));
    expect(r.code).toBe(CODE_VIP_EXPIRED);
    expect(r.msg).toBe('VIP expired, contact customer service for recharge');
    expect(user().power).toBe(before);
  });

  it('short of power: insufficient, balance unchanged, no task', () => {
    const { b, create, user } = setup(POOR);
    b.db.avatars.push({ ...b.db.avatars[0], id: 'avP', userId: user().id });
    const before = user().power;
    const r = create(basic({ avatarId: 'avP', model: 'dingji' }));
    expect(r.code).toBe(CODE_POWER_SHORT);
    expect(r.msg).toBe('Insufficient computing power, contact customer service for recharge');
    expect(user().power).toBe(before);
    expect(b.db.tasks.filter((t) => t.userId === user().id)).toHaveLength(0);
  });
});

describe('fake server: moderation', () => {
  it('a banned word makes a text-illegal task at no cost, with its reason', () => {
    const { create, user } = setup();
    const before = user().power;
    const t = create(basic({ text: `${TEXT}赌博` }), 'zh').data as TaskDto;
    expect(t.status).toBe('textIllegal');
    expect(t.reason).toBe('文本包含违禁词：赌博');
    expect(t.cost).toBe(0);
    expect(user().power).toBe(before);
  });

  it('answers what a refused work was submitted with, its banned words marked, for Edit and resubmit', () => {
    const { b, token, create } = setup();
    const t = create(basic({ name: 'Promo', text: `${TEXT}赌博 and gambling` })).data as TaskDto;
    const input = (id: string, tk = token) => call(b, 'get', '/task/taskInput', { token: tk, query: { id } });
    const r = input(t.id).data as TaskInputDto;
    expect(r.input).toMatchObject({ name: 'Promo', text: `${TEXT}赌博 and gambling`, mode: 'basic', model: 'free' });
    expect(r.flaggedWords).toEqual(['赌博', 'gambling']);
    // A work refused for nothing in its text marks no word; another person's work is not answered.
    const ok = create(basic({ name: 'Fine' })).data as TaskDto;
    expect((input(ok.id).data as TaskInputDto).flaggedWords).toEqual([]);
    const other = signIn(b, '13800000006').token;
    expect(input(t.id, other).msg).toBe('No permission');
  });

  it("a seeded refused work reads in the caller's language, its banned word named and marked in it", () => {
    const { b, token } = setup();
    const tk4 = (lang: string) => call(b, 'get', '/task/taskInput', { token, query: { id: 'tk4' }, lang });
    expect(tk4('en').data).toMatchObject({
      input: { name: 'Sales pitch', text: expect.stringMatching(/gambling/) },
      flaggedWords: ['gambling'],
    });
    expect(tk4('zh').data).toMatchObject({ input: { name: '促销口播' }, flaggedWords: ['赌博'] });
    const reason = (lang: string) =>
      (
        call(b, 'post', '/task/listTask', { token, lang, body: { pageNum: 1, pageSize: 20 } }).data as TaskPageDto
      ).list.find((t) => t.id === 'tk4')?.reason;
    expect(reason('en')).toBe('The text contains a banned word: gambling');
    expect(reason('zh')).toBe('文本包含违禁词：赌博');
  });

  it('flagged files: audio, image and video illegal', () => {
    const { b, token, create } = setup();
    const a = upload(b, token, 'scriptAudio', 'violation.wav', { duration: 10 });
    expect((create(basic({ scriptType: 'audio', text: '', audioSourceId: a.sourceId })).data as TaskDto).status).toBe(
      'audioIllegal',
    );
    const img = upload(b, token, 'backgroundImage', 'flagged-bg.png', { width: 1920, height: 1080 });
    const s1 = senior({ background: { kind: 'image', sourceId: img.sourceId } });
    expect((create(basic({ mode: 'senior', senior: s1 })).data as TaskDto).status).toBe('imageIllegal');
    const vid = upload(b, token, 'video', 'nsfw.mp4', { duration: 5, width: 1280, height: 720 });
    const s2 = senior({ background: { kind: 'video', sourceId: vid.sourceId } });
    expect((create(basic({ mode: 'senior', senior: s2 })).data as TaskDto).status).toBe('videoIllegal');
  });
});

describe('fake server: every rule again', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no digital human', basic({ avatarId: '' }), 'Please select a digital human first'],
    ['no voice', basic({ voiceId: '' }), 'Please select a voice first'],
    ['no language', basic({ language: '' }), 'Please select an output language first'],
    ['no audio', basic({ scriptType: 'audio', text: '' }), 'Upload audio first'],
    ['agreement', basic({ agreed: false }), 'Please tick the user commitment agreement'],
    ['short text', basic({ text: '太短了' }), 'The text must be at least 15 characters'],
    [
      'free timbre over 270',
      basic({ text: '字'.repeat(271), model: 'youzhi' }),
      'The text can be at most 270 characters with this voice',
    ],
    [
      'pause markers counted toward 270',
      basic({ text: `${'字'.repeat(260)}<#1.5#><#1#>`, model: 'youzhi' }),
      'The text can be at most 270 characters with this voice',
    ],
    [
      'pauses over 60 s together',
      basic({ text: `${'字'.repeat(20)}<#30#>字<#30.5#>` }),
      'The pauses add up to at most 60 seconds',
    ],
    [
      'free model over 60 s',
      basic({ text: '字字，'.repeat(88) }),
      'The free model lip-syncs at most 60 seconds of audio',
    ],
    ['rate', basic({ rate: 2.5 }), 'Parameter error: rate'],
    ['model', basic({ model: 'gold' }), 'Parameter error: model'],
    ['name', basic({ name: ' ' }), 'Parameter error: name'],
    [
      'cover title',
      basic({
        mode: 'senior',
        senior: senior({ cover: { title: '', fontStyle: 'hei', fontSize: 48, imageSourceId: '' } }),
      }),
      'Cover title is required',
    ],
    [
      'cover size',
      basic({
        mode: 'senior',
        senior: senior({ cover: { title: 'x', fontStyle: 'hei', fontSize: 200, imageSourceId: '' } }),
      }),
      'Parameter error: cover.fontSize',
    ],
    [
      'card name',
      basic({ mode: 'senior', senior: senior({ card: { name: '', intro: '', fontSize: 20, style: 'classic' } }) }),
      'Parameter error: card.name',
    ],
    [
      'background source',
      basic({ mode: 'senior', senior: senior({ background: { kind: 'image', sourceId: 'nope' } }) }),
      'Parameter error: background',
    ],
  ];
  for (const [what, body, msg] of cases)
    it(`refuses ${what}`, () => {
      const { create, user } = setup();
      const before = user().power;
      const r = create(body);
      expect(r.msg).toBe(msg);
      expect(r.code).not.toBe(20000);
      expect(user().power).toBe(before);
    });

  it('a paid timbre takes up to 3000 characters with a paid model', () => {
    const { create } = setup();
    expect(create(basic({ voiceId: 'vo1', text: '字'.repeat(2000), model: 'dingji' })).code).toBe(20000);
  });

  it('a senior task with background, cover and card is accepted', () => {
    const { b, token, create } = setup();
    const img = upload(b, token, 'backgroundImage', 'studio.png', { width: 1920, height: 1080 });
    const cover = upload(b, token, 'image', 'cover.png', { width: 800, height: 600 });
    const r = create(
      basic({
        mode: 'senior',
        senior: senior({
          orientation: 'vertical',
          background: { kind: 'image', sourceId: img.sourceId },
          cover: { title: '新品', fontStyle: 'kai', fontSize: 60, imageSourceId: cover.sourceId },
        }),
      }),
    );
    expect(r.code).toBe(20000);
    expect((r.data as TaskDto).orientation).toBe('vertical');
    expect((r.data as TaskDto).coverUrl).not.toBe('');
  });
});

describe('fake server: My works', () => {
  it('seeds the member with a task in each kind of state', () => {
    const { list } = setup();
    const page = list();
    const by = Object.fromEntries(page.list.map((t) => [t.name, t]));
    // An English caller reads the seeded names in English (mirage/seededNames.ts).
    expect(by['New product intro'].status).toBe('success');
    expect(by['Livestream preview'].status).toBe('editing');
    expect(by['Store promotion'].status).toBe('editFailed');
    expect(by['Sales pitch'].status).toBe('textIllegal');
    expect(by["Last week's recap"].expired).toBe(true);
  });

  it('filters by status and searches by name', () => {
    const { list } = setup();
    expect(list({ status: 'success' }).list.map((t) => t.name)).toEqual(['New product intro', "Last week's recap"]);
    // Found by the words shown (English here) and by the stored ones.
    expect(list({ name: 'livestream' }).list.map((t) => t.name)).toEqual(['Livestream preview']);
    expect(list({ name: '直播' }).list.map((t) => t.name)).toEqual(['Livestream preview']);
    expect(list({ name: 'podcast' }).total).toBe(0);
    expect(list({ pageSize: 2 }).total).toBe(5);
  });

  it('refuses to delete a task in progress, deletes a finished one', () => {
    const { b, token, list } = setup();
    const r = call(b, 'post', '/task/deleteTask', { token, body: { id: 'tk2' } });
    expect(r.msg).toBe('Do not delete ongoing tasks');
    expect(call(b, 'post', '/task/deleteTask', { token, body: { id: 'tk1' } }).code).toBe(20000);
    expect(list().total).toBe(4);
  });

  it('renames; an empty name or another user is refused', () => {
    const { b, token, list } = setup();
    expect(call(b, 'post', '/task/renameTask', { token, body: { id: 'tk1', name: '新名字' } }).code).toBe(20000);
    expect(list().list.some((t) => t.name === '新名字')).toBe(true);
    expect(call(b, 'post', '/task/renameTask', { token, body: { id: 'tk1', name: '  ' } }).msg).toBe(
      'Parameter error: name',
    );
    const other = signIn(b, EXPIRED);
    expect(call(b, 'post', '/task/renameTask', { token: other.token, body: { id: 'tk1', name: 'x' } }).msg).toBe(
      'No permission',
    );
    expect(call(b, 'post', '/task/deleteTask', { token: other.token, body: { id: 'tk1' } }).msg).toBe('No permission');
  });
});

describe('fake server: a work is listed and billed for the video made', () => {
  /** A work ended on the clock, its video made `seconds` long (as the studio stores it). */
  function made(seconds: number, text = TEXT) {
    const s = setup();
    const before = s.user().power;
    const t = s.create(basic({ model: 'youzhi', text })).data as TaskDto;
    s.b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS);
    putObject(`work-${t.id}`, new Blob([new Uint8Array(10)], { type: 'video/webm' }), '', seconds);
    return { ...s, t, before };
  }

  it('a video longer than its estimate takes its length, and the price of a started 30 s more is charged', () => {
    const { t, find, user, before } = made(44.96);
    expect(t.cost).toBe(150);
    const listed = find(t.id);
    expect(listed?.durationS).toBe(45);
    expect(listed?.cost).toBe(300);
    expect(user().power).toBe(before - 300);
    // Settled once: reading again changes nothing.
    expect(find(t.id)?.cost).toBe(300);
    expect(user().power).toBe(before - 300);
  });

  it('a video shorter than its estimate gives the difference back as a refund', () => {
    const long = '字'.repeat(150);
    const { t, find, user, before, b, userId } = made(25, long);
    expect(t.durationS).toBeGreaterThan(30);
    expect(t.cost).toBe(300);
    expect(find(t.id)).toMatchObject({ durationS: 25, cost: 150 });
    expect(user().power).toBe(before - 150);
    expect(b.db.powerRecords.filter((r) => r.userId === userId).at(-1)?.delta).toBe(150);
  });
});

describe('fake server: a work whose upload is gone from the browser', () => {
  const withUpload = () => {
    const s = setup();
    return { ...s, upload: () => upload(s.b, s.token, 'backgroundImage', 'studio.png', { width: 1920, height: 1080 }) };
  };
  function setupGone() {
    const s = withUpload();
    const img = s.upload();
    const r = s.create(
      basic({ mode: 'senior', senior: senior({ background: { kind: 'image', sourceId: img.sourceId } }) }),
    );
    return { ...s, task: r.data as TaskDto };
  }

  it('fails with a reason naming the upload, its power back once, and offers Edit and resubmit', () => {
    const { b, user, userId, task, find } = setupGone();
    const spent = user().power;
    expect(task.cost).toBeGreaterThan(0);
    clearMediaStore('');
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS);
    const t = find(task.id);
    expect(t?.status).toBe('editFailed');
    expect(t?.reason).toBe(serverMessage('en', 'taskReasonGoneBackground'));
    expect(t?.videoUrl).toBe('');
    expect(t?.refunded).toBe(true);
    expect(canResubmit(t?.status ?? 'success')).toBe(true);
    expect(user().power).toBe(spent + task.cost);
    // Read again: still failed, refunded once, the records adding up to the balance.
    expect(find(task.id)?.status).toBe('editFailed');
    expect(user().power).toBe(spent + task.cost);
    expect(ledgerSum(b.db, userId)).toBe(user().power);
  });

  it('a work whose video was made before its upload went keeps playing it', () => {
    const { b, task, find } = setupGone();
    // The store lost the upload only: the made video stays (as after a size cap dropped the older upload).
    clearMediaStore('');
    putObject(`work-${task.id}`, new Blob([new Uint8Array(10)]), '', 5);
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS);
    expect(find(task.id)?.status).toBe('success');
    expect(find(task.id)?.reason).toBe('');
  });

  it('with its upload still there, it is made as usual', () => {
    const { b, task, find } = setupGone();
    b.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS);
    expect(find(task.id)?.status).toBe('success');
  });
});
