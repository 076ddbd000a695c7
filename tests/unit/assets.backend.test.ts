import { describe, expect, it } from 'vitest';
import type { AudioDto, AvatarDto, SourceDto, StsDto, TimbreDto, VoiceDto } from '../../src/api/types';
import { AUDIO_KEEP_MS, CODE_POWER_SHORT, CUTOUT_MAX_MS, TRAINING_MS } from '../../src/domain/assets';
import { TIMBRE_PRICE } from '../../src/domain/power';
import type { Backend } from '../../mirage/backend';
import { quotaOf } from '../../mirage/assets';
import { ledgerSum } from '../../mirage/ledger';
import { putObject } from '../../mirage/mediaStore';
import { STS_TTL_MS } from '../../mirage/routes/upload';
import { call, makeBackend, signIn, sts, upload } from './backendHelpers';

const balance = (b: Backend, mobile: string) => b.db.users.find((u) => u.mobile === mobile)?.power ?? -1;

describe('fake server: uploads', () => {
  it("answers a target in the brand's storage, then records the object with its metadata", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const r = sts(b, token, 'voiceHifi', 'me.wav');
    expect(r.code).toBe(20000);
    const t = r.data as StsDto;
    expect(t).toMatchObject({ ossType: 'aliyun', method: 'PUT' });
    expect(t.uploadUrl).toContain('/fakeOss/putObject?key=');
    putObject(t.key, new Blob([new Uint8Array(2048)]), '');
    const saved = call(b, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
      token,
      body: { key: t.key, kind: 'voiceHifi', fileName: 'me.wav', fileSize: 2048, duration: 20 },
    });
    expect(saved.data).toMatchObject({ kind: 'voiceHifi', fileSize: 2048, duration: 20 });
    expect((saved.data as SourceDto).url).not.toBe('');
  });
  it('refuses a wrong type or an oversized file before issuing a target', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    expect(sts(b, token, 'voiceHifi', 'me.flac').msg).toBe('Parameter error: fileName');
    expect(sts(b, token, 'voiceHifi', 'me.wav', 101 * 1024 * 1024).code).toBe(50000);
    expect(call(b, 'get', '/scriptInfo/getStsACS', { token, query: { kind: 'pdf', fileName: 'a.pdf' } }).msg).toBe(
      'Parameter error: kind',
    );
    expect(sts(b, '', 'voiceHifi', 'me.wav').code).toBe(204);
  });
  it('re-checks the limits on the declared metadata: a 5 s hi-fi sample and a 4K image are refused', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    expect(() => upload(b, token, 'voiceHifi', 'short.wav', { duration: 5 })).toThrow('Parameter error: duration');
    expect(() => upload(b, token, 'backgroundImage', 'big.png', { width: 3840, height: 2160 })).toThrow(
      'Parameter error: width',
    );
    expect(() => upload(b, token, 'backgroundImage', 'square.png', { width: 800, height: 800 })).toThrow();
    expect(upload(b, token, 'backgroundImage', 'bg.png', { width: 1280, height: 720 }).width).toBe(1280);
  });
  it('refuses to record bytes that never arrived, an expired target and another user key', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const other = signIn(b, '13800000006').token;
    const t = sts(b, token, 'voiceBasic', 'missing.wav').data as StsDto;
    const save = (tk: string) =>
      call(b, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
        token: tk,
        body: { key: t.key, kind: 'voiceBasic', fileName: 'missing.wav', fileSize: 10, duration: 5 },
      });
    expect(save(token).msg).toBe('The file did not arrive or its upload has expired; please upload it again');
    putObject(t.key, new Blob([new Uint8Array(10)]), '');
    expect(save(other).msg).toBe('No permission');
    b.clock.advance(STS_TTL_MS + 1);
    expect(save(token).code).toBe(50000);
  });
});

describe('fake server: digital humans', () => {
  it('lists only the caller own avatars, newest first, paged', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const r = call(b, 'post', '/avatar/listAvatar', { token, body: { pageNum: 1, pageSize: 2 } });
    const page = r.data as { list: AvatarDto[]; total: number };
    expect(page.total).toBe(3);
    expect(page.list.map((a) => a.name)).toEqual(['Studio', 'Portrait explainer']);
    const zh = call(b, 'post', '/avatar/listAvatar', { token, lang: 'zh', body: { pageNum: 1, pageSize: 2 } });
    expect((zh.data as { list: AvatarDto[] }).list.map((a) => a.name)).toEqual(['演播室', '竖屏讲解']);
    expect(page.list.every((a) => a.status === 'ready')).toBe(true);
    const p2 = call(b, 'post', '/avatar/listAvatar', { token, body: { pageNum: 2, pageSize: 2 } }).data as {
      list: AvatarDto[];
    };
    expect(p2.list.map((a) => a.id)).toEqual(['av1']);
  });
  it('creates from an uploaded video: processing, then ready after the 5-10 s cutout', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const src = upload(b, token, 'avatarVideo', 'me.mp4', { duration: 4, width: 1280, height: 720 });
    const r = call(b, 'post', '/avatar/createAvatar', {
      token,
      body: { name: ' 新形象 ', orientation: 'landscape', sourceId: src.sourceId },
    });
    expect(r.data).toMatchObject({ name: '新形象', status: 'processing', orientation: 'landscape' });
    const status = () =>
      (call(b, 'post', '/avatar/listAvatar', { token, body: {} }).data as { list: AvatarDto[] }).list[0].status;
    b.clock.advance(4_999);
    expect(status()).toBe('processing');
    b.clock.advance(CUTOUT_MAX_MS);
    expect(status()).toBe('ready');
  });
  it('refuses a bad name, orientation or source, a flagged video, and a user without digital-human time', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const src = upload(b, token, 'avatarVideo', 'me.mp4', { duration: 4, width: 1280, height: 720 });
    const create = (body: Record<string, unknown>, tk = token) =>
      call(b, 'post', '/avatar/createAvatar', { token: tk, body: { name: 'A', orientation: 'vertical', ...body } });
    expect(create({ name: ' ', sourceId: src.sourceId }).msg).toBe('Parameter error: name');
    expect(create({ orientation: 'diagonal', sourceId: src.sourceId }).msg).toBe('Parameter error: orientation');
    expect(create({ sourceId: 'nope' }).msg).toBe('Parameter error: sourceId');
    const flagged = upload(b, token, 'avatarVideo', 'flagged-clip.mp4', { duration: 4, width: 640, height: 360 });
    expect(create({ sourceId: flagged.sourceId }).msg).toBe('Digital human model is non-compliant');
    for (let i = 0; i < 3; i++) expect(create({ sourceId: src.sourceId }).code).toBe(20000);
    expect(create({ sourceId: src.sourceId }).msg).toBe('No digital-human time left');
    const expired = signIn(b, '13800000006').token;
    const s6 = upload(b, expired, 'avatarVideo', 'me.mp4', { duration: 4, width: 640, height: 360 });
    expect(create({ sourceId: s6.sourceId }, expired).msg).toBe('No digital-human time left');
    expect(create({ sourceId: s6.sourceId }).msg).toBe('Parameter error: sourceId');
  });
  it("renames and deletes one's own avatar only", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const other = signIn(b, '13800000006').token;
    expect(call(b, 'post', '/avatar/renameAvatar', { token, body: { id: 'av1', name: '新名字' } }).data).toMatchObject({
      name: '新名字',
    });
    expect(call(b, 'post', '/avatar/renameAvatar', { token, body: { id: 'av1', name: '' } }).code).toBe(50000);
    expect(call(b, 'post', '/avatar/renameAvatar', { token: other, body: { id: 'av1', name: 'x' } }).msg).toBe(
      'No permission',
    );
    expect(call(b, 'post', '/avatar/deleteAvatar', { token: other, body: { id: 'av1' } }).msg).toBe('No permission');
    expect(call(b, 'post', '/avatar/deleteAvatar', { token, body: { id: 'av1' } }).code).toBe(20000);
    expect(b.db.avatars.some((a) => a.id === 'av1')).toBe(false);
  });
});

describe('fake server: voice cloning', () => {
  const voices = (b: Backend, token: string) =>
    (call(b, 'post', '/voice/listVoice', { token, body: {} }).data as { list: VoiceDto[] }).list;

  it('lists the seeded voices with states from the clock; the pending one completes on time', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const byId = () => Object.fromEntries(voices(b, token).map((v) => [v.id, v.status]));
    expect(byId()).toEqual({ vo1: 'done', vo2: 'done', vo3: 'failed', vo4: 'pending' });
    b.clock.advance(45_000);
    expect(byId().vo4).toBe('done');
  });
  it('trains a new hi-fi voice from pending to complete, and a noisy sample to failed', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const good = upload(b, token, 'voiceHifi', 'me.wav', { duration: 20 });
    const noisy = upload(b, token, 'voiceBasic', 'noise.wav', { duration: 5 });
    const v1 = call(b, 'post', '/voice/createVoice', {
      token,
      body: { name: 'Me', version: 'hifi', sourceId: good.sourceId },
    });
    const v2 = call(b, 'post', '/voice/createVoice', {
      token,
      body: { name: 'Noisy', version: 'basic', sourceId: noisy.sourceId },
    });
    expect(v1.data).toMatchObject({ status: 'pending', version: 'hifi', purchased: false });
    expect(v2.data).toMatchObject({ status: 'pending', version: 'basic' });
    b.clock.advance(TRAINING_MS.basic);
    const s = () => Object.fromEntries(voices(b, token).map((v) => [v.name, v.status]));
    expect(s()).toMatchObject({ Me: 'pending', Noisy: 'failed' });
    b.clock.advance(TRAINING_MS.hifi);
    expect(s()).toMatchObject({ Me: 'done', Noisy: 'failed' });
  });
  it('says why a voice failed, and trains it again on a new sample without another clone', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const noisy = upload(b, token, 'voiceBasic', 'noise.wav', { duration: 5 });
    const made = call(b, 'post', '/voice/createVoice', {
      token,
      body: { name: 'Noisy', version: 'basic', sourceId: noisy.sourceId },
    }).data as VoiceDto;
    expect(made.failReason).toBe('');
    const retrain = (sourceId: string, lang = 'en') =>
      call(b, 'post', '/voice/retrainVoice', { token, body: { id: made.id, sourceId }, lang });
    const clean = upload(b, token, 'voiceBasic', 'quiet.wav', { duration: 5 });
    // Still training: nothing to train again yet.
    expect(retrain(clean.sourceId).msg).toBe('This voice is still training; it can be used once training is complete');
    b.clock.advance(TRAINING_MS.basic);
    const failed = voices(b, token).find((v) => v.id === made.id);
    expect(failed).toMatchObject({ status: 'failed', failReason: expect.stringMatching(/noisy/) });
    const zh = call(b, 'post', '/voice/listVoice', { token, body: { pageNum: 1, pageSize: 20 }, lang: 'zh' });
    expect((zh.data as { list: VoiceDto[] }).list.find((v) => v.id === made.id)?.failReason).toMatch(/噪音/);
    // A sample of the other version, or another person's voice, is refused.
    const hifi = upload(b, token, 'voiceHifi', 'hifi.wav', { duration: 20 });
    expect(retrain(hifi.sourceId).msg).toBe('Parameter error: sourceId');
    const other = signIn(b, '13800000006').token;
    expect(
      call(b, 'post', '/voice/retrainVoice', { token: other, body: { id: made.id, sourceId: clean.sourceId } }).msg,
    ).toBe('No permission');
    const user = b.db.users.find((u) => u.mobile === '13800000005');
    if (!user) throw new Error('no member');
    const quota = () => quotaOf(b.db, user, b.clock.now()).cloneLeft;
    const before = quota();
    const again = retrain(clean.sourceId).data as VoiceDto;
    expect(again).toMatchObject({ id: made.id, name: 'Noisy', version: 'basic', status: 'pending', failReason: '' });
    expect(quota()).toBe(before);
    b.clock.advance(TRAINING_MS.basic);
    expect(voices(b, token).find((v) => v.id === made.id)?.status).toBe('done');
  });
  it('refuses a sample of the other version, a flagged one, no clone time, and too many attempts a day', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const basic = upload(b, token, 'voiceBasic', 'a.wav', { duration: 5 });
    const create = (sourceId: string, version = 'basic', tk = token) =>
      call(b, 'post', '/voice/createVoice', { token: tk, body: { name: 'V', version, sourceId } });
    expect(create(basic.sourceId, 'hifi').msg).toBe('Parameter error: sourceId');
    const flagged = upload(b, token, 'voiceBasic', 'violation.wav', { duration: 5 });
    expect(create(flagged.sourceId).msg).toBe('Content moderation failed');
    for (let i = 0; i < 3; i++) expect(create(basic.sourceId).code).toBe(20000);
    expect(create(basic.sourceId).msg).toBe('No voice-clone time left');
    const expired = signIn(b, '13800000006').token;
    const s6 = upload(b, expired, 'voiceBasic', 'a.wav', { duration: 5 });
    expect(create(s6.sourceId, 'basic', expired).msg).toBe('No voice-clone time left');
    // Plenty of quota but five attempts today already: 'insufficient attempts'.
    const quota = b.db.assetQuotas.find((q) => q.userId === 'u5');
    if (quota) quota.cloneLeft = 10;
    expect(create(basic.sourceId).code).toBe(20000);
    expect(create(basic.sourceId).msg).toBe('Insufficient attempts, please contact customer service');
  });
  it('blocks every operation on a voice in training, and use on a failed one', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const msg = 'This voice is still training; it can be used once training is complete';
    expect(call(b, 'post', '/voice/renameVoice', { token, body: { id: 'vo4', name: 'x' } }).msg).toBe(msg);
    expect(call(b, 'post', '/voice/deleteVoice', { token, body: { id: 'vo4' } }).msg).toBe(msg);
    expect(call(b, 'post', '/voice/auditionVoice', { token, body: { id: 'vo4' } }).msg).toBe(msg);
    expect(call(b, 'post', '/voice/buyTimbre', { token, body: { id: 'vo4' } }).msg).toBe(msg);
    const text = '这是一段足够长的测试文本，用来生成音频。';
    expect(call(b, 'post', '/audio/generateAudio', { token, body: { voiceId: 'vo4', text, rate: 1 } }).msg).toBe(msg);
    expect(call(b, 'post', '/audio/generateAudio', { token, body: { voiceId: 'vo3', text, rate: 1 } }).msg).toBe(
      'Training of this voice failed; it cannot be used',
    );
    expect(call(b, 'post', '/voice/deleteVoice', { token, body: { id: 'vo3' } }).code).toBe(20000);
    const timbres = call(b, 'get', '/voice/listTimbre', { token }).data as TimbreDto[];
    expect(timbres.map((t) => `${t.id}:${t.tier}`)).toEqual([
      'sys-xiaoxiao:free',
      'sys-yunyang:free',
      'vo2:free',
      'vo1:paid',
    ]);
  });
  it('buys a timbre for 3000 points with a ledger record, once; refuses with too little power', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const before = balance(b, '13800000005');
    const r = call(b, 'post', '/voice/buyTimbre', { token, body: { id: 'vo2' } });
    expect(r.data).toMatchObject({ voice: { purchased: true }, balance: before - TIMBRE_PRICE });
    expect(b.db.powerRecords.at(-1)).toMatchObject({ type: 'voiceBuyTimbre', delta: -TIMBRE_PRICE, userId: 'u5' });
    expect(ledgerSum(b.db, 'u5')).toBe(balance(b, '13800000005'));
    expect(call(b, 'post', '/voice/buyTimbre', { token, body: { id: 'vo2' } }).msg).toBe('You already own this voice');
    const poor = signIn(b, '13800000006').token;
    const short = call(b, 'post', '/voice/buyTimbre', { token: poor, body: { id: 'vo5' } });
    expect(short).toMatchObject({
      code: CODE_POWER_SHORT,
      msg: 'Insufficient computing power, contact customer service for recharge',
    });
    expect(call(b, 'post', '/voice/buyTimbre', { token: poor, body: { id: 'vo2' } }).msg).toBe('No permission');
  });
  it('auditions a trained voice, and refuses on a brand with audition off', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    expect(
      (call(b, 'post', '/voice/auditionVoice', { token, body: { id: 'vo1' } }).data as { url: string }).url,
    ).toMatch(/voice-sample-2/);
    expect(call(b, 'post', '/voice/auditionVoice', { token, body: { id: 'sys-yunyang' } }).code).toBe(20000);
    const nova = call(b, 'post', '/voice/auditionVoice', { token, body: { id: 'vo1' }, host: 'nova.localhost:4173' });
    expect(nova.msg).toBe('Audition is not available on this platform');
  });
});

describe('fake server: AI audio', () => {
  const text = '欢迎来到我们的直播间，<#0.5#>今天为大家介绍新品。';
  const list = (b: Backend, token: string) =>
    (call(b, 'post', '/audio/listAudio', { token, body: {} }).data as { list: AudioDto[] }).list;

  it('generates: power is debited once, progress runs on the clock, then it plays, then it expires after 48 h', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const before = balance(b, '13800000005');
    const r = call(b, 'post', '/audio/generateAudio', { token, body: { voiceId: 'sys-xiaoxiao', text, rate: 1.2 } });
    expect(r.data).toMatchObject({ status: 'generating', progress: 0, url: '', cost: 10, rate: 1.2 });
    expect(balance(b, '13800000005')).toBe(before - 10);
    expect(b.db.powerRecords.at(-1)).toMatchObject({ type: 'audioGeneration', delta: -10 });
    b.clock.advance(2_000);
    const mid = list(b, token)[0];
    expect(mid.progress).toBeGreaterThan(0);
    expect(mid.progress).toBeLessThan(1);
    b.clock.advance(10_000);
    expect(list(b, token)[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(list(b, token)[0].url).not.toBe('');
    b.clock.advance(AUDIO_KEEP_MS);
    expect(list(b, token)[0]).toMatchObject({ status: 'expired', url: '' });
  });
  it('bills at the third-party rate on a brand with hailuoAudioGeneratePower', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const r = call(b, 'post', '/audio/generateAudio', {
      token,
      body: { voiceId: 'sys-xiaoxiao', text, rate: 1 },
      host: 'acme.localhost:4173',
    });
    expect((r.data as AudioDto).cost).toBe(20);
    expect(b.db.powerRecords.at(-1)?.note).toContain('hailuo');
  });
  it('refuses text out of its timbre limits, a bad rate, an unknown voice, and too little power', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const gen = (body: Record<string, unknown>, tk = token) =>
      call(b, 'post', '/audio/generateAudio', { token: tk, body: { voiceId: 'sys-xiaoxiao', text, rate: 1, ...body } });
    expect(gen({ text: '太短了' }).msg).toBe('The text must be at least 15 characters');
    expect(gen({ text: '字'.repeat(271) }).msg).toBe('The text can be at most 270 characters with this voice');
    expect(gen({ text: '字'.repeat(271), voiceId: 'vo1' }).code).toBe(20000);
    expect(gen({ text: '字'.repeat(3001), voiceId: 'vo1' }).msg).toBe(
      'The text can be at most 3000 characters with this voice',
    );
    // The 600-byte request that once took the server down: 620 characters as written, 6,200 s of pauses.
    const markers = '一<#99.99#>'.repeat(62);
    expect(gen({ text: markers }).msg).toBe('The text can be at most 270 characters with this voice');
    const spent = b.db.powerRecords.length;
    expect(gen({ text: markers, voiceId: 'vo1' }).msg).toBe('The pauses add up to at most 60 seconds');
    expect(b.db.powerRecords.length).toBe(spent);
    expect(gen({ rate: 0 }).msg).toBe('Parameter error: rate');
    expect(gen({ rate: 2.5 }).msg).toBe('Parameter error: rate');
    expect(gen({ rate: 1.25 }).msg).toBe('Parameter error: rate');
    expect(gen({ voiceId: 'vo5' }).msg).toBe('Parameter error: voiceId');
    const poor = signIn(b, '13800000006').token;
    expect(gen({}, poor)).toMatchObject({ code: CODE_POWER_SHORT });
  });
  it('lists only the caller own audio and deletes it', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const other = signIn(b, '13800000006').token;
    expect(list(b, token).map((a) => a.status)).toEqual(['done', 'done', 'expired']);
    expect(list(b, other)).toEqual([]);
    expect(call(b, 'post', '/audio/deleteAudio', { token: other, body: { id: 'au1' } }).msg).toBe('No permission');
    expect(call(b, 'post', '/audio/deleteAudio', { token, body: { id: 'au1' } }).code).toBe(20000);
    expect(list(b, token)).toHaveLength(2);
  });
});
