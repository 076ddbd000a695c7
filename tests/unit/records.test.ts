// @vitest-environment jsdom
import { autorun } from 'mobx';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, makeServer } from '../../mirage/server';
import { configureHttp } from '../../src/api/http';
import { DialogStore } from '../../src/stores/DialogStore';
import { DigitalStore } from '../../src/stores/DigitalStore';
import { AssetRecords, Records } from '../../src/stores/Records';
import { SessionStore } from '../../src/stores/SessionStore';
import { TaskFormStore } from '../../src/stores/TaskFormStore';
import { VoiceStore } from '../../src/stores/VoiceStore';
import { quietHooks } from './storeWorld';
import { contractCheck } from './contractCheck';

describe('Records: one object per record', () => {
  it('an answer for a held id updates that object in place; other shapes of the same record merge into it', () => {
    const r = new Records<{ id: string; name: string }>((r) => r.id);
    const a = r.put({ id: 'v1', name: 'Old', status: 'done' });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(a.name));
    const b = r.put({ id: 'v1', name: 'New', tier: 'paid' });
    stop();
    expect(b).toBe(a);
    expect(seen).toEqual(['Old', 'New']);
    expect(a).toMatchObject({ id: 'v1', name: 'New', status: 'done', tier: 'paid' });
    expect(
      r.putAll([
        { id: 'v1', name: 'New' },
        { id: 'v2', name: 'Two' },
      ])[0],
    ).toBe(a);
    r.drop('v1');
    expect(r.get('v1')).toBeUndefined();
    r.clear();
    expect(r.get('v2')).toBeUndefined();
  });
});

describe('lists and editors read the same records', () => {
  let server: FakeServer;
  let deps: { session: SessionStore; dialog: DialogStore; records: AssetRecords };
  const auth = { token: '', userId: '', tokenId: '', oemCode: 'ZHIYING', language: 'zh' };
  const probe = vi.fn(async () => ({ duration: 10 }));

  beforeAll(() => {
    server = makeServer({ mode: 'test', baseUrl: '/api', persistence: 'none', replyCheck: contractCheck });
  });
  afterAll(() => server.shutdown());

  async function signInAs(mobile: string, scenario?: 'large') {
    server.reset(undefined, scenario);
    deps = { session: new SessionStore(), dialog: new DialogStore(), records: new AssetRecords() };
    await deps.session.login({ mobilePhone: mobile, passWord: 'demo123' });
    Object.assign(auth, { token: deps.session.token, userId: deps.session.userId, tokenId: deps.session.tokenId });
  }

  /** The shared rename dialog, answered as a person would: type the new name and save. */
  function renameTo(name: string) {
    vi.spyOn(deps.dialog, 'open').mockImplementation((req) => {
      if (req.mode !== 'rename') throw new Error(`unexpected dialog ${req.mode}`);
      const answer = req.submit(name).then(() => ({ confirmed: true, value: name }));
      return Object.assign(answer, { request: req });
    });
  }

  beforeEach(async () => {
    configureHttp(quietHooks(auth));
    await signInAs('13800000005');
  });

  it('a digital human renamed on My digital humans is renamed in an open editor at once, with no reload', async () => {
    const digital = new DigitalStore(deps);
    const editor = new TaskFormStore(deps, false, probe);
    await Promise.all([digital.load(), editor.load()]);
    editor.setAvatar('av1');
    const inEditor = editor.gallery.list.find((a) => a.id === 'av1');
    const inList = digital.list.find((a) => a.id === 'av1');
    expect(inEditor).toBe(inList);
    const names: string[] = [];
    const stop = autorun(() => names.push(editor.avatar?.name ?? ''));
    renameTo('新主播');
    expect(inList && (await digital.rename(inList, 'rename'))).toBe(true);
    stop();
    expect(names).toEqual(['主播小静', '新主播']);
    expect(editor.gallery.list.find((a) => a.id === 'av1')?.name).toBe('新主播');
    editor.dispose();
    digital.dispose();
  });

  it('a voice renamed on voice cloning is renamed in the editor’s voices and its choice', async () => {
    const voices = new VoiceStore(deps);
    const editor = new TaskFormStore(deps, false, probe);
    await Promise.all([voices.load(), editor.load()]);
    editor.setVoice('vo1');
    const mine = voices.list.find((v) => v.id === 'vo1');
    expect(editor.voice).toBe(mine);
    renameTo('品牌之声');
    expect(mine && (await voices.rename(mine, 'rename'))).toBe(true);
    expect(editor.voice?.name).toBe('品牌之声');
    expect(editor.timbres.find((v) => v.id === 'vo1')?.name).toBe('品牌之声');
    voices.dispose();
    editor.dispose();
  });

  it('the gallery reaches every digital human: a page at a time, by search, and one chosen off the page', async () => {
    await signInAs('13800000005', 'large');
    const editor = new TaskFormStore(deps, false, probe);
    await editor.load();
    expect(editor.gallery.total).toBe(133);
    expect(editor.gallery.list).toHaveLength(12);
    await editor.gallery.setPage(12);
    expect(editor.gallery.list.map((a) => a.name)).toEqual(['Presenter 001']);
    await editor.search('PRESENTER 117');
    expect(editor.gallery.list.map((a) => a.id)).toEqual(['avm117']);
    // Make a video on a card far past the first 100: found by paging the service, then chosen.
    const other = new TaskFormStore(deps, false, probe);
    await other.load();
    deps.records.clear();
    await other.choose('avm2');
    expect(other.avatar?.name).toBe('Presenter 002');
    // One that no longer exists is not kept as the choice.
    await other.choose('gone');
    expect(other.avatarId).toBe('');
    editor.dispose();
    other.dispose();
  });

  it('a digital human still being cut out cannot be chosen', async () => {
    const editor = new TaskFormStore(deps, false, probe);
    deps.records.avatars.put({
      id: 'avx',
      name: 'x',
      orientation: 'landscape',
      status: 'processing',
      videoUrl: '',
      posterUrl: '',
      width: 1,
      height: 1,
      createdAt: 0,
    });
    editor.setAvatar('avx');
    expect(editor.avatarId).toBe('');
    editor.setAvatar('av1');
    expect(editor.avatarId).toBe('av1');
  });
});
