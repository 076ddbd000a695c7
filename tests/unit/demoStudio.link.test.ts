import { describe, expect, it } from 'vitest';
import { buildDb, DEFAULT_SEED } from '../../mirage/seed';
import { labelHosts, syncStudioBrands } from '../../mirage/studioBrands';
import { brandForDomain } from '../../mirage/brands';
import { findBrand, loadBrands, saveBrands, STUDIO_KEY, upsertBrand } from '../../src/demo/brandStorage';
import {
  buildLink,
  decodeState,
  type DemoLinkState,
  encodeState,
  LINK_PARAM,
  linkValue,
  MAX_LINK_CHARS,
} from '../../src/demo/demoLink';
import { studioHost, toDataUrl } from '../../src/domain/demoBrand';
import { memoryStorage } from '../../src/lib/storage';
import { sampleBrand } from './studioHelpers';

const STATE: DemoLinkState = {
  brand: sampleBrand(),
  language: 'en',
  scenario: 'large',
  seed: 7,
  speed: 10,
  account: '13800000005',
  page: '/personal/personal',
};

describe('demo link format', () => {
  it('round-trips every part of the state, the logo included', async () => {
    const value = await encodeState(STATE);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(await decodeState(value)).toEqual({ ok: true, state: STATE });
  });
  it('is read back from a whole URL, on http and on file://', async () => {
    for (const href of ['http://127.0.0.1:4173/#/digital', 'file:///home/me/dist-single/index.html']) {
      const r = await buildLink(href, STATE);
      if (!r.ok) throw new Error('too long');
      expect(r.url.startsWith(`${href.split('#')[0]}?${LINK_PARAM}=1.`)).toBe(true);
      const value = linkValue(r.url);
      expect(value && (await decodeState(value))).toEqual({ ok: true, state: STATE });
    }
  });
  it('compresses: a brand with an SVG logo fits in well under a thousand characters', async () => {
    const r = await buildLink('http://localhost:4173/', STATE);
    expect(r.ok && r.url.length).toBeLessThan(1000);
  });
  it('refuses a link of another version, by its prefix or by its content', async () => {
    const value = await encodeState(STATE);
    expect(await decodeState(`2${value.slice(1)}`)).toEqual({ ok: false, error: 'version' });
    expect(await decodeState(value.slice(2))).toEqual({ ok: false, error: 'version' });
    // A payload that says another version inside a version-1 envelope.
    const { encodeState: enc } = await import('../../src/demo/demoLink');
    const other = await enc({ ...STATE, v: 2 } as DemoLinkState);
    expect(await decodeState(other)).toEqual({ ok: false, error: 'version' });
  });
  it('says a damaged link is corrupt instead of throwing', async () => {
    const value = await encodeState(STATE);
    expect(await decodeState(`${value.slice(0, value.length / 2)}`)).toEqual({ ok: false, error: 'corrupt' });
    expect(await decodeState('1.garbage!!')).toEqual({ ok: false, error: 'corrupt' });
    expect(await decodeState('1.')).toEqual({ ok: false, error: 'corrupt' });
  });
  it('drops values of the wrong type rather than trusting them', async () => {
    const value = await encodeState({
      language: 'xx',
      seed: -3,
      speed: 1e9,
      account: 'admin',
      page: 'http://evil.example/',
      host: 'a b',
    } as unknown as DemoLinkState);
    expect(await decodeState(value)).toEqual({ ok: true, state: {} });
  });
  it(`keeps links under ${MAX_LINK_CHARS} characters and refuses a larger logo`, async () => {
    // Random bytes do not compress: a 20 kB PNG is far over the limit.
    const bytes = new Uint8Array(20_000);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let x = 2463534242;
    for (let i = 8; i < bytes.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      bytes[i] = x & 0xff;
    }
    const r = await buildLink('http://localhost:4173/', {
      ...STATE,
      brand: sampleBrand({ logo: toDataUrl(bytes, 'png') }),
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.length).toBeGreaterThan(MAX_LINK_CHARS);
  });
});

describe('studio brand storage', () => {
  it('saves and loads brands under its own key', () => {
    const s = memoryStorage();
    const a = sampleBrand();
    const b = sampleBrand({ id: 'zz9', name: { zh: '', en: 'Second' } });
    expect(saveBrands([a, b], s)).toBe(true);
    expect(loadBrands(s)).toEqual([a, b]);
    expect(s.getItem(STUDIO_KEY)).toContain('Violet Vision');
  });
  it('drops entries that no longer pass the rules, and survives a broken entry', () => {
    const s = memoryStorage();
    s.setItem(STUDIO_KEY, JSON.stringify([sampleBrand(), { ...sampleBrand({ id: 'bad' }), color: '#ffff00' }, 7]));
    expect(loadBrands(s).map((b) => b.id)).toEqual(['abc12345']);
    s.setItem(STUDIO_KEY, '{not json');
    expect(loadBrands(s)).toEqual([]);
  });
  it('edits by id and finds a brand by id or either name', () => {
    const list = upsertBrand([sampleBrand()], sampleBrand({ color: '#1890ff' }));
    expect(list).toHaveLength(1);
    expect(list[0]?.color).toBe('#1890ff');
    expect(findBrand(list, ' violet vision ')?.id).toBe('abc12345');
    expect(findBrand(list, '紫光影像')?.id).toBe('abc12345');
    expect(findBrand(list, 'acme.localhost')).toBeUndefined();
  });
});

describe('the fake server serves studio brands', () => {
  it('on their own host, with colour, English name and language, and replaces them on each sync', () => {
    const db = buildDb(DEFAULT_SEED, 'default', Date.UTC(2026, 0, 1));
    const before = db.brands.length;
    syncStudioBrands(db, [sampleBrand()]);
    const served = brandForDomain(db, studioHost('abc12345'));
    expect(served).toMatchObject({
      words: '紫光影像',
      wordsEn: 'Violet Vision',
      themeColor: '#7b2ff7',
      language: 'en',
      showAudition: 0,
      hailuoAudioGeneratePower: 1,
      oemLoginBackground: 'brands/acme/bg.svg',
    });
    syncStudioBrands(db, []);
    expect(db.brands).toHaveLength(before);
    expect(labelHosts(db).map((l) => l.host)).toEqual(['acme.localhost', 'nova.localhost']);
  });
});
