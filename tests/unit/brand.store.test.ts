// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandInfo } from '../dtos';

vi.mock('../../src/api/oem', () => ({ queryOemConfigByDomain: vi.fn() }));
const oemApi = await import('../../src/api/oem');
const { BrandStore } = await import('../../src/stores/BrandStore');
const { BRAND_COOKIE } = await import('../../src/domain/constants');

const cookieWrites = () => document.cookie.split('; ').filter((c) => c.startsWith(`${BRAND_COOKIE}=`)).length;

beforeEach(() => {
  vi.resetAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the brand cookie the store writes.
  document.cookie = `${BRAND_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('BrandStore.refresh (every navigation)', () => {
  it('keeps the same brand object, and leaves the cookie alone, when the answer says nothing new', async () => {
    const store = new BrandStore();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo());
    await store.refresh();
    const first = store.brand;
    expect(first?.oemName).toBe('Acme');
    expect(cookieWrites()).toBe(1);
    // biome-ignore lint/suspicious/noDocumentCookie: as above; a write now would bring it back.
    document.cookie = `${BRAND_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo());
    await store.refresh();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.brand).toBe(first);
    expect(cookieWrites()).toBe(0);
  });
  it('takes a changed brand, and writes it', async () => {
    const store = new BrandStore();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo());
    await store.refresh();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemName: 'Nova' }));
    await store.refresh();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.name).toBe('Nova');
    expect(decodeURIComponent(document.cookie)).toContain('Nova');
  });
  it('whenLoaded shares the first load, and asks nothing more once it has ended', async () => {
    const store = new BrandStore();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo());
    const first = store.refresh();
    const waiting = store.whenLoaded();
    await Promise.all([first, waiting]);
    expect(oemApi.queryOemConfigByDomain).toHaveBeenCalledTimes(1);
    await store.whenLoaded();
    expect(oemApi.queryOemConfigByDomain).toHaveBeenCalledTimes(1);
    expect(store.name).toBe('Acme');
  });
});

describe('BrandStore.holdUntil (the prerendered sign-in page is hydrated with the brand it was drawn with)', () => {
  it('asks at once, but shows the answer only once released; whenLoaded waits for it too', async () => {
    const store = new BrandStore();
    let release: () => void = () => {};
    store.holdUntil(new Promise<void>((r) => (release = r)));
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemName: 'Nova' }));
    let loaded = false;
    void store.whenLoaded().then(() => (loaded = true));
    await vi.waitFor(() => expect(oemApi.queryOemConfigByDomain).toHaveBeenCalledTimes(1));
    // Its answer is in (the mock answers at once), and held.
    await vi.mocked(oemApi.queryOemConfigByDomain).mock.results[0]?.value;
    expect(store.brand).toBeNull();
    expect(loaded).toBe(false);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.name).toBe('Nova');
    expect(loaded).toBe(true);
  });
  it('a failed hold releases all the same', async () => {
    const store = new BrandStore();
    store.holdUntil(Promise.reject(new Error('hydration failed')));
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemName: 'Nova' }));
    await store.whenLoaded();
    expect(store.name).toBe('Nova');
  });
});

describe('BrandStore and the demo brand switch', () => {
  it('follows a changed host override at once, even while something watches the host', async () => {
    const { autorun } = await import('mobx');
    const store = new BrandStore();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.host));
    BrandStore.setHostOverride('nova.localhost');
    expect(store.host).toBe('nova.localhost');
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemName: 'Nova' }));
    await store.reload();
    expect(oemApi.queryOemConfigByDomain).toHaveBeenLastCalledWith('nova.localhost');
    expect(store.name).toBe('Nova');
    BrandStore.setHostOverride(null);
    stop();
  });
  it('reload() asks again even after the first load, and resolves with the new brand shown', async () => {
    const store = new BrandStore();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo());
    await store.refresh();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(
      brandInfo({ oemName: 'Violet', oemNameEn: 'Violet EN' }),
    );
    await store.reload();
    expect(oemApi.queryOemConfigByDomain).toHaveBeenCalledTimes(2);
    expect(store.nameIn('zh')).toBe('Violet');
    expect(store.nameIn('en')).toBe('Violet EN');
  });
  it('keeps a large data-URL logo out of the cookie', async () => {
    const store = new BrandStore();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(
      brandInfo({ oemLogo: `data:image/png;base64,${'A'.repeat(3000)}` }),
    );
    await store.refresh();
    expect(store.brand?.oemLogo.length).toBeGreaterThan(3000);
    expect(decodeURIComponent(document.cookie)).toContain('"oemLogo":""');
    expect(decodeURIComponent(document.cookie)).toContain('"logoLeftOut":true');
  });
});

describe('BrandStore.color (a brand that names no colour wears its logo’s)', () => {
  it('takes the accent of the logo shown, and the brand’s own colour when it names one', async () => {
    const store = new BrandStore();
    const read = vi.fn(async (logo: string) => (logo === 'acme.svg' ? '#f5a623' : '#7c5cff'));
    const stop = store.followLogo(read);
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'acme.svg' }));
    await store.refresh();
    await vi.waitFor(() => expect(store.color).toBe('#f5a623'));
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(
      brandInfo({ oemLogo: 'nova.svg', themeColor: '#1890ff' }),
    );
    await store.reload();
    expect(store.color).toBe('#1890ff');
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'nova.svg' }));
    await store.reload();
    await vi.waitFor(() => expect(store.color).toBe('#7c5cff'));
    stop();
  });

  it('on a return visit its colour is pending until the logo the browser kept has been read', async () => {
    // The first visit keeps the brand (the white-label cookie).
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'acme.svg' }));
    await new BrandStore().refresh();
    const store = new BrandStore();
    expect(store.brand?.oemLogo).toBe('acme.svg');
    expect(store.colorPending).toBe(true);
    let release: (c: string | null) => void = () => {};
    store.followLogo(() => new Promise<string | null>((r) => (release = r)));
    expect(store.colorPending).toBe(true);
    release('#f5a623');
    await vi.waitFor(() => expect(store.colorPending).toBe(false));
    expect(store.color).toBe('#f5a623');
  });

  it('with a logo too large for the cookie, is pending until the answer brings the logo and it is read', async () => {
    const big = `data:image/png;base64,${'A'.repeat(3000)}`;
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: big }));
    await new BrandStore().refresh();
    const store = new BrandStore();
    expect(store.brand?.oemLogo).toBe('');
    let release: (c: string | null) => void = () => {};
    const read = vi.fn(() => new Promise<string | null>((r) => (release = r)));
    store.followLogo(read);
    expect(store.colorPending).toBe(true);
    await store.refresh();
    expect(read).toHaveBeenCalledWith(big);
    expect(store.colorPending).toBe(true);
    release('#c8102e');
    await vi.waitFor(() => expect(store.colorPending).toBe(false));
    expect(store.color).toBe('#c8102e');
  });

  it('is never pending for a brand naming its colour, one with no logo, or no brand yet', async () => {
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'a.svg', themeColor: '#1890ff' }));
    await new BrandStore().refresh();
    expect(new BrandStore().colorPending).toBe(false);
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: '' }));
    await new BrandStore().refresh();
    expect(new BrandStore().colorPending).toBe(false);
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the brand cookie the store writes.
    document.cookie = `${BRAND_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    expect(new BrandStore().colorPending).toBe(false);
  });

  it('drops the answer for a logo no longer shown, and has no colour for a logo without one', async () => {
    const store = new BrandStore();
    let release: (c: string) => void = () => {};
    const read = vi.fn((logo: string) =>
      logo === 'slow.svg' ? new Promise<string | null>((r) => (release = r)) : Promise.resolve(null),
    );
    store.followLogo(read);
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'slow.svg' }));
    await store.refresh();
    vi.mocked(oemApi.queryOemConfigByDomain).mockResolvedValue(brandInfo({ oemLogo: 'grey.svg' }));
    await store.reload();
    release('#ff0000');
    await Promise.resolve();
    expect(store.color).toBeUndefined();
  });
});
