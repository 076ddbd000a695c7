// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../src/api/http';
import { EDIT_MS, QUEUE_MS, WAIT_MS } from '../../src/domain/task';
import { DialogStore } from '../../src/stores/DialogStore';
import { AssetRecords } from '../../src/stores/Records';
import type { SessionStore } from '../../src/stores/SessionStore';
import { TaskFormStore } from '../../src/stores/TaskFormStore';
import { TaskListStore } from '../../src/stores/TaskListStore';
import { fakeServerForFile, quietHooks, signedInSession, signedOut } from './storeWorld';

let session: SessionStore;
let dialog: DialogStore;
let records: AssetRecords;
const auth = signedOut('zh');
const probe = vi.fn(async () => ({ duration: 10 }));
const TEXT = '大家好，欢迎来到我们的直播间，今天为大家介绍新品。';

const fake = fakeServerForFile();

async function signInAs(mobile: string) {
  session = await signedInSession(auth, mobile);
  dialog = new DialogStore();
  records = new AssetRecords();
}

beforeEach(async () => {
  fake.server.reset();
  configureHttp(quietHooks(auth));
  await signInAs('13800000005');
});

async function filled(avatarId = 'av1'): Promise<TaskFormStore> {
  const s = new TaskFormStore({ session, dialog, records }, false, probe);
  await s.load();
  s.setName('测试');
  s.setAvatar(avatarId);
  s.setVoice('sys-xiaoxiao');
  s.setLanguage('zh');
  s.setText(TEXT);
  s.setAgreed(true);
  return s;
}

describe('TaskFormStore', () => {
  it('loads a page of digital humans and the timbres; the orientation follows the digital human', async () => {
    const s = new TaskFormStore({ session, dialog, records }, true, probe);
    await s.load();
    expect(s.gallery.list.map((a) => a.id).sort()).toEqual(['av1', 'av2', 'av3']);
    expect(s.timbres.map((v) => v.id)).toContain('sys-xiaoxiao');
    s.setAvatar('av2');
    expect(s.orientation).toBe('vertical');
    s.setOrientation('landscape');
    s.setAvatar('av2');
    expect(s.orientation).toBe('landscape');
  });

  it('shows the cost per model before submitting', async () => {
    const s = await filled();
    expect(s.seconds).toBe(6.5);
    expect(s.cost).toBe(30);
    s.setModel('dingji');
    expect(s.cost).toBe(600);
  });

  it('confirm cuts the text to the timbre limit, then to 60 s on the free model', async () => {
    const s = await filled();
    s.setText('字'.repeat(300));
    s.setModel('youzhi');
    expect(s.prepare()).toEqual({ cutToLimit: 270, cutToSeconds: false, problem: null });
    expect(s.count).toBe(270);
    s.setModel('free');
    expect(s.prepare()).toEqual({ cutToLimit: null, cutToSeconds: true, problem: null });
    expect(s.count).toBe(267);
  });

  it('pause markers count toward the limit, and a pause past the 60 s cap is refused as it is inserted', async () => {
    const s = await filled();
    s.setModel('youzhi');
    s.setText(`${'字'.repeat(265)}<#1#>${'字'.repeat(5)}`);
    expect(s.count).toBe(275);
    // The bill counts only what is spoken.
    expect(s.script.spoken).toBe(270);
    expect(s.prepare()).toEqual({ cutToLimit: 270, cutToSeconds: false, problem: null });
    expect(s.script.text).toBe('字'.repeat(265));
    s.setText(TEXT);
    const end = s.script.text.length;
    expect(s.script.insertPause('50', end, end)).toHaveProperty('cursor');
    expect(s.script.insertPause('10', 0, 0)).toHaveProperty('cursor');
    expect(s.script.insertPause('0.01', 0, 0)).toEqual({ error: { key: 'script.pausesLong', values: { max: 60 } } });
    expect(s.script.text).toBe(`<#10#>${TEXT}<#50#>`);
  });

  it('the first problem of an empty form is the name; advanced editing needs a cover title', async () => {
    const s = new TaskFormStore({ session, dialog, records }, true, probe);
    expect(s.prepare().problem).toEqual({ rule: 'nameRequired' });
    const f = await filled();
    const senior = new TaskFormStore({ session, dialog, records }, true, probe);
    // The same records: the digital human the first editor read is known to the second.
    senior.timbres = f.timbres;
    senior.setName('x');
    senior.setAvatar('av1');
    senior.setVoice('sys-xiaoxiao');
    senior.setLanguage('zh');
    senior.setText(TEXT);
    senior.setAgreed(true);
    expect(senior.prepare().problem).toEqual({ rule: 'coverTitleRequired' });
    senior.setCover({ title: '封面' });
    expect(senior.prepare().problem).toBeNull();
  });

  it('submits and debits; the VIP-expired account gets the contact dialog with the message, nothing spent', async () => {
    const s = await filled();
    const t = await s.submit();
    expect(t?.status).toBe('waiting');
    await signInAs('13800000006');
    const e = await filled('av4');
    const before = fake.server.backend.db.users.find((u) => u.id === 'u6')?.power;
    expect(await e.submit()).toBeNull();
    expect(dialog.request).toEqual({ mode: 'contactAgent', message: 'VIP已过期，请联系客服充值' });
    expect(fake.server.backend.db.users.find((u) => u.id === 'u6')?.power).toBe(before);
  });

  it('short of power opens the insufficient-power dialog', async () => {
    await signInAs('18863579563');
    const s = await filled('av-c4');
    s.setModel('dingji');
    expect(await s.submit()).toBeNull();
    expect(dialog.request).toEqual({ mode: 'contactAgent', message: '算力不足，请联系客服充值' });
  });
});

describe('TaskListStore', () => {
  it('polls while tasks are in flight and stops when none are', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const s = new TaskListStore({ session, dialog });
      await s.load();
      expect(s.total).toBe(5);
      expect(s.polling).toBe(true);
      fake.server.backend.clock.advance(WAIT_MS + QUEUE_MS + EDIT_MS);
      await vi.advanceTimersByTimeAsync(2000);
      await vi.waitFor(() => expect(s.polling).toBe(false));
      expect(s.list.find((t) => t.id === 'tk2')?.status).toBe('success');
      s.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters, searches, refuses deleting a running task with the server message', async () => {
    const s = new TaskListStore({ session, dialog });
    s.setStatus('textIllegal');
    await vi.waitFor(() => expect(s.list.map((t) => t.name)).toEqual(['促销口播']));
    s.setStatus('');
    s.setSearch('直播');
    s.applySearch();
    await vi.waitFor(() => expect(s.list.map((t) => t.id)).toEqual(['tk2']));
    await expect(s.remove(s.list[0])).rejects.toThrow('请勿删除进行中的任务');
    s.dispose();
  });
});
