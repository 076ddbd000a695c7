// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasObject } from '../../mirage/mediaStore';
import { configureHttp } from '../../src/api/http';
import { loginByPwd } from '../../src/api/user';
import { wavDuration } from '../../src/lib/wav';
import { type MediaProbe, UploadStore } from '../../src/stores/UploadStore';
import { makeWav } from '../wav';
import { fakeServerForFile, quietHooks, signedOut } from './storeWorld';

const auth = signedOut('en');

const fake = fakeServerForFile();

beforeEach(async () => {
  configureHttp(quietHooks(auth));
  const d = await loginByPwd({ mobilePhone: '13800000005', passWord: 'demo123' });
  Object.assign(auth, { token: d.token, userId: d.userId, tokenId: d.tokenId });
});

const wavFile = (name: string, seconds: number) =>
  new File([makeWav(seconds) as BlobPart], name, { type: 'audio/wav' });
/** Reads the WAV header as the browser's reader does for .wav files. */
const probe: MediaProbe = async (file) => ({
  duration: wavDuration(await file.slice(0, 4096).arrayBuffer(), file.size) ?? undefined,
});

describe('the upload service and store, against the fake server', () => {
  it('uploads a 20 s hi-fi sample: target, bytes into the fake storage, then the record with its duration', async () => {
    const store = new UploadStore('voiceHifi', probe);
    const source = await store.choose(wavFile('me.wav', 20));
    expect(store.phase).toBe('done');
    expect(store.progress).toBe(1);
    expect(source).toMatchObject({ kind: 'voiceHifi', fileName: 'me.wav' });
    expect(source?.duration).toBeCloseTo(20, 3);
    const saved = fake.server.backend.db.sources.find((s) => s.id === source?.sourceId);
    expect(saved?.saved).toBe(true);
    expect(hasObject(saved?.key ?? '', '')).toBe(true);
  });

  it('refuses a 5 s hi-fi sample and a wrong type before a single request', async () => {
    const spy = vi.spyOn(fake.server.backend, 'handle');
    const store = new UploadStore('voiceHifi', probe);
    expect(await store.choose(wavFile('short.wav', 5))).toBeNull();
    expect(store.error).toEqual({ rule: { key: 'upload.hifiDuration', values: { min: 15, max: 60 } } });
    const typeProbe = vi.fn(probe);
    const typed = new UploadStore('voiceBasic', typeProbe);
    await typed.choose(new File(['x'], 'voice.ogg'));
    expect(typed.error).toEqual({ rule: { key: 'upload.wrongType', values: { types: 'mp3, m4a, wav' } } });
    expect(typeProbe).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('a file the reader cannot decode is refused as unreadable', async () => {
    const store = new UploadStore('voiceBasic', async () => {
      throw new Error('decode');
    });
    await store.choose(new File(['garbage'], 'fake.mp3'));
    expect(store.error).toEqual({ rule: { key: 'upload.unreadable' } });
  });

  it('a cancelled upload leaves nothing recorded', async () => {
    const before = fake.server.backend.db.sources.filter((s) => s.saved).length;
    const store = new UploadStore('voiceBasic', probe);
    // The person presses cancel while the upload is under way (here: while the target is being asked for).
    const handle = fake.server.backend.handle.bind(fake.server.backend);
    const spy = vi.spyOn(fake.server.backend, 'handle').mockImplementation((method, path, req) => {
      if (path.includes('getStsACS')) store.cancel();
      return handle(method, path, req);
    });
    expect(await store.choose(wavFile('five.wav', 5))).toBeNull();
    spy.mockRestore();
    expect(store.phase).toBe('cancelled');
    expect(store.source).toBeNull();
    expect(fake.server.backend.db.sources.filter((s) => s.saved).length).toBe(before);
  });

  it('switching the version drops what was uploaded for the other one', async () => {
    const store = new UploadStore('voiceBasic', probe);
    await store.choose(wavFile('five.wav', 5));
    expect(store.source).not.toBeNull();
    store.setKind('voiceHifi');
    expect(store.source).toBeNull();
    expect(store.phase).toBe('idle');
  });
});
