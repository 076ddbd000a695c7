// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogStore } from '../../src/stores/DialogStore';
import { AssetRecords } from '../../src/stores/Records';
import { KeptWork } from '../../src/stores/KeptWork';
import { RootStore } from '../../src/stores/RootStore';
import { SessionStore } from '../../src/stores/SessionStore';
import { TaskFormStore } from '../../src/stores/TaskFormStore';
import { VoiceStore } from '../../src/stores/VoiceStore';
import { AudioStore } from '../../src/stores/AudioStore';

/** Work kept across a forced sign-out: per account, in the browser, given back once, dropped on logout. */
const probe = vi.fn(async () => ({ duration: 10 }));
const deps = () => ({ session: new SessionStore(), dialog: new DialogStore(), records: new AssetRecords() });

beforeEach(() => localStorage.clear());

describe('KeptWork: the keeping rule', () => {
  it('keeps the page and the drafts of the editors on screen for the account the server signed out', () => {
    const work = new KeptWork();
    work.offer('u5', 'aiaudio', () => ({ text: 'hello' }));
    const withdraw = work.offer('u5', 'voiceclone', () => ({ name: 'gone' }));
    withdraw();
    work.keep('u5', '/aiaudio/index');
    // Another account finds nothing.
    expect(work.draftFor('u6', 'aiaudio')).toBeUndefined();
    expect(work.takePage('u6')).toBeUndefined();
    // The same account finds the draft of the editor that was on screen, not of one that had left.
    expect(work.draftFor('u5', 'aiaudio')).toEqual({ text: 'hello' });
    expect(work.draftFor('u5', 'voiceclone')).toBeUndefined();
    // The page is given back once.
    expect(work.takePage('u5')).toBe('/aiaudio/index');
    expect(work.takePage('u5')).toBeUndefined();
  });

  it("after the server's sign-out, only the same account goes back; a plain way back stays anyone's", () => {
    const work = new KeptWork();
    work.keep('u5', '/createtask/basic');
    // Another account follows neither the kept page nor the first account's way back (?redirect= of the 204).
    expect(work.returnTo('u6', '/createtask/basic')).toBeUndefined();
    expect(work.returnTo('u5', '/digital')).toBe('/createtask/basic');
    work.keep('u5', '/aiaudio/aiaudio');
    expect(work.returnTo('u5', '/aiaudio/aiaudio')).toBe('/aiaudio/aiaudio');
    // A signed-out deep link, no forced sign-out: whoever signs in goes there.
    expect(work.returnTo('u6', '/tasklist/tasklist')).toBe('/tasklist/tasklist');
    expect(work.returnTo('u6', null)).toBeUndefined();
  });

  it('lives in the browser storage: a console started afresh finds it', () => {
    const before = new KeptWork();
    before.offer('u5', 'video.basic', () => ({ name: 'launch' }));
    before.keep('u5', '/createtask/basic');
    const after = new KeptWork();
    expect(after.draftFor('u5', 'video.basic')).toEqual({ name: 'launch' });
    expect(after.takePage('u5')).toBe('/createtask/basic');
  });

  it('a draft is only read while the editor is made, and let go once the editor shows and keeps it itself', () => {
    const work = new KeptWork();
    work.offer('u5', 'aiaudio', () => ({ text: 'hello' }));
    work.keep('u5', '/aiaudio/index');
    work.offer('u9', 'aiaudio', () => ({})); // Nothing to drop for another account.
    // A page made and thrown away before it shows reads it without losing it.
    expect(work.draftFor('u5', 'aiaudio')).toEqual({ text: 'hello' });
    expect(work.draftFor('u5', 'aiaudio')).toEqual({ text: 'hello' });
    work.offer('u5', 'aiaudio', () => ({ text: 'hello again' }));
    expect(work.draftFor('u5', 'aiaudio')).toBeUndefined();
  });

  it('an explicit drop leaves nothing of the account, and only of that account', () => {
    const work = new KeptWork();
    work.offer('u5', 'aiaudio', () => ({ text: 'mine' }));
    work.keep('u5', '/aiaudio/index');
    work.keep('u6', '/digital');
    work.drop('u5');
    expect(work.draftFor('u5', 'aiaudio')).toBeUndefined();
    expect(work.takePage('u5')).toBeUndefined();
    expect(work.takePage('u6')).toBe('/digital');
  });

  it('a draft that cannot be read, or storage holding something else, never breaks the rest', () => {
    const work = new KeptWork();
    work.offer('u5', 'aiaudio', () => {
      throw new Error('broken');
    });
    work.offer('u5', 'voiceclone', () => ({ name: 'ok' }));
    work.keep('u5', '/voiceclone/index');
    expect(work.draftFor('u5', 'voiceclone')).toEqual({ name: 'ok' });
    expect(work.draftFor('u5', 'aiaudio')).toBeUndefined();
    localStorage.setItem('console.keptWork.u7', '{not json');
    expect(work.draftFor('u7', 'aiaudio')).toBeUndefined();
    expect(() => work.keep('u7', '/digital')).not.toThrow();
    expect(work.takePage('u7')).toBe('/digital');
    // No account, nothing kept.
    work.keep('', '/digital');
    expect(work.takePage('')).toBeUndefined();
  });
});

describe('the session ends: kept on a forced sign-out, dropped on logout', () => {
  it("logout drops the account's kept work; the server's sign-out and other ends do not", () => {
    const root = new RootStore();
    const signedInAs = (userId: string) =>
      runInAction(() => {
        root.session.token = `t-${userId}`;
        root.session.userId = userId;
      });
    root.work.offer('u5', 'aiaudio', () => ({ text: 'draft' }));
    root.work.keep('u5', '/aiaudio/index');
    signedInAs('u5');
    root.session.expire();
    expect(root.work.draftFor('u5', 'aiaudio')).toEqual({ text: 'draft' });
    signedInAs('u5');
    root.session.resetToken();
    expect(root.work.draftFor('u5', 'aiaudio')).toEqual({ text: 'draft' });
    signedInAs('u6');
    root.session.resetToken('logout');
    expect(root.work.draftFor('u5', 'aiaudio')).toEqual({ text: 'draft' });
    signedInAs('u5');
    root.session.resetToken('logout');
    expect(root.work.draftFor('u5', 'aiaudio')).toBeUndefined();
  });

  it('the demo data starting over (a scene, a reset) ends the session and keeps nothing of it', () => {
    const root = new RootStore();
    root.work.offer('u5', 'aiaudio', () => ({ text: 'draft' }));
    root.work.keep('u5', '/aiaudio/index');
    runInAction(() => {
      root.session.token = 't-u5';
      root.session.userId = 'u5';
    });
    root.session.endWorld();
    expect(root.session.signedIn).toBe(false);
    expect(root.work.draftFor('u5', 'aiaudio')).toBeUndefined();
    // Signed out already: nothing more happens.
    expect(() => root.session.endWorld()).not.toThrow();
  });
});

describe("the editors' drafts", () => {
  it('basic editing keeps every choice and the script, uploads aside', () => {
    const a = new TaskFormStore(deps(), false, probe);
    a.setName('春季新品');
    a.setAvatar('av1');
    a.setLanguage('en');
    a.setText('大家好[pause:1.5]欢迎');
    a.setVoice('sys-xiaoxiao');
    a.script.setRate('1.2');
    a.setModel('youzhi');
    a.setAgreed(true);
    const draft = JSON.parse(JSON.stringify(a.toDraft()));
    expect(Object.keys(draft)).not.toContain('audio');
    const b = new TaskFormStore(deps(), false, probe);
    b.restore(draft);
    expect(b.toDraft()).toEqual(a.toDraft());
    expect(b.script.text).toBe('大家好[pause:1.5]欢迎');
    expect(b.script.rateInput).toBe('1.2');
    expect(b.audio.source).toBeNull();
  });

  it('advanced editing keeps its cover and card too; values no longer offered are not taken', () => {
    const a = new TaskFormStore(deps(), true, probe);
    a.setOrientation('vertical');
    a.setCover({ title: '封面', font: 'kai', size: 60 });
    a.setCard({ on: true, name: '王', intro: '介绍', size: 24, style: 'modern' });
    const b = new TaskFormStore(deps(), true, probe);
    b.restore(JSON.parse(JSON.stringify(a.toDraft())));
    expect(b.toDraft()).toEqual(a.toDraft());
    const c = new TaskFormStore(deps(), true, probe);
    c.restore({ model: 'premium-9000', coverFont: 'comic', cardSize: 1, name: 42 });
    expect(c.model).toBe('free');
    expect(c.coverFont).toBe('hei');
    expect(c.cardSize).toBeGreaterThan(1);
    expect(c.name).toBe('');
  });

  it("AI audio keeps its script, voice cloning its form's name, version and whether it was open", () => {
    const audio = new AudioStore(deps());
    audio.script.setText('你好');
    audio.script.setVoice('v1');
    const audio2 = new AudioStore(deps());
    audio2.script.restore(audio.script.toDraft());
    expect(audio2.script.toDraft()).toEqual({ voiceId: 'v1', text: '你好', rateInput: audio.script.rateInput });

    const voice = new VoiceStore(deps());
    voice.setFormOpen(true);
    voice.setFormName('品牌代言人');
    voice.setFormVersion('basic');
    const voice2 = new VoiceStore(deps());
    voice2.restore(voice.toDraft());
    expect([voice2.formOpen, voice2.formName, voice2.formVersion]).toEqual([true, '品牌代言人', 'basic']);
    voice2.restore({ version: 'ultra' });
    expect(voice2.formVersion).toBe('basic');
  });
});

describe('KeptWork: a tab closed on purpose', () => {
  it('drops the draft of the editor on that page, and only that one', () => {
    const work = new KeptWork();
    work.save('u5', 'aiaudio', { text: 'hello' });
    work.save('u5', 'video.basic', { name: 'launch' });
    work.dropPage('u5', '/aiaudio/aiaudio');
    work.dropPage('u5', '/personal/personal');
    expect(work.draftFor('u5', 'aiaudio')).toBeUndefined();
    expect(work.draftFor('u5', 'video.basic')).toEqual({ name: 'launch' });
  });
});
