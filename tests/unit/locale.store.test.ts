// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/language', () => ({ getLanguageDicJson: vi.fn() }));
vi.mock('../../src/api/user', () => ({ setAppLanguage: vi.fn() }));
vi.mock('../../src/i18n', () => ({ switchLanguage: vi.fn(async () => {}), mergeRemoteDictionary: vi.fn(() => true) }));
const languageApi = await import('../../src/api/language');
const userApi = await import('../../src/api/user');
const i18n = await import('../../src/i18n');
const { LocaleStore } = await import('../../src/stores/LocaleStore');
type Session = ConstructorParameters<typeof LocaleStore>[0];
const session = { user: null } as unknown as Session;

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('LocaleStore', () => {
  it('starts in the brand’s first language before the browser’s, and in a chosen one before both', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    expect(new LocaleStore(session, 'en').language).toBe('en');
    expect(new LocaleStore(session).language).toBe('zh');
    localStorage.setItem('console.language', 'ja');
    expect(new LocaleStore(session, 'en').language).toBe('ja');
  });
  it('is the language calls ask in from the pick on, before its messages are in; if they fail to load, it stays', async () => {
    vi.mocked(languageApi.getLanguageDicJson).mockResolvedValue({});
    let loaded: () => void = () => {};
    vi.mocked(i18n.switchLanguage).mockImplementationOnce(() => new Promise<void>((r) => (loaded = r)));
    const store = new LocaleStore(session, 'zh');
    const applying = store.apply('en');
    // A page opened right after the pick asks in English (the http layer reads `language` for Accept-Language).
    expect(store.language).toBe('en');
    loaded();
    await applying;
    expect(localStorage.getItem('console.language')).toBe('en');

    vi.mocked(i18n.switchLanguage).mockRejectedValueOnce(new Error('chunk failed'));
    await expect(store.apply('ja')).rejects.toThrow('chunk failed');
    expect(store.language).toBe('en');
    expect(localStorage.getItem('console.language')).toBe('en');
  });
  it('a dictionary arriving after another language was chosen does not switch back to its own', async () => {
    let answerZh: (d: Record<string, string>) => void = () => {};
    vi.mocked(languageApi.getLanguageDicJson).mockImplementation((lng) =>
      lng === 'zh' ? new Promise((r) => (answerZh = r)) : Promise.resolve({}),
    );
    const store = new LocaleStore(session, 'en');
    await store.apply('zh');
    await store.apply('en');
    vi.mocked(i18n.switchLanguage).mockClear();
    answerZh({ 'app.defaultName': '控制台' });
    await new Promise((r) => setTimeout(r, 0));
    expect(i18n.mergeRemoteDictionary).toHaveBeenCalledWith('zh', { 'app.defaultName': '控制台' });
    expect(i18n.switchLanguage).not.toHaveBeenCalledWith('zh');
    expect(store.language).toBe('en');
  });
});

describe('the language picked on the sign-in page', () => {
  const signedIn = (appLanguage: string) => {
    const s = {
      user: null as null | { appLanguage: string },
      userId: 'u5',
      patchUser(p: { appLanguage: string }) {
        if (s.user) s.user = { ...s.user, ...p };
      },
    };
    return { s, signIn: () => (s.user = { appLanguage }) };
  };

  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(userApi.setAppLanguage).mockResolvedValue(null);
  });

  it('is the console’s language after sign-in, and is saved to the account', async () => {
    const { s, signIn } = signedIn('zh');
    const store = new LocaleStore(s as unknown as Session, 'zh');
    await store.choose('en');
    expect(userApi.setAppLanguage).not.toHaveBeenCalled();
    signIn();
    await store.followUser();
    expect(store.language).toBe('en');
    expect(s.user?.appLanguage).toBe('en');
    expect(userApi.setAppLanguage).toHaveBeenCalledWith('u5', 'en');
    // Once: the next user load follows the account (which now says English).
    vi.mocked(userApi.setAppLanguage).mockClear();
    await store.followUser();
    expect(userApi.setAppLanguage).not.toHaveBeenCalled();
  });

  it('without a pick, the account’s own language wins', async () => {
    const { s, signIn } = signedIn('ja');
    const store = new LocaleStore(s as unknown as Session, 'zh');
    signIn();
    await store.followUser();
    expect(store.language).toBe('ja');
    expect(userApi.setAppLanguage).not.toHaveBeenCalled();
  });

  it('picked signed in, it outlives a reload that comes before the account saved it, and is saved then', async () => {
    const { s, signIn } = signedIn('zh');
    signIn();
    let answer: (v: null) => void = () => {};
    vi.mocked(userApi.setAppLanguage).mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const before = new LocaleStore(s as unknown as Session, 'zh');
    void before.choose('en');
    await vi.waitFor(() => expect(userApi.setAppLanguage).toHaveBeenCalledWith('u5', 'en'));
    // The page is loaded again while the save is on its way: the account still says Chinese.
    const { s: again, signIn: signInAgain } = signedIn('zh');
    signInAgain();
    const after = new LocaleStore(again as unknown as Session, 'zh');
    await after.followUser();
    expect(after.language).toBe('en');
    expect(userApi.setAppLanguage).toHaveBeenLastCalledWith('u5', 'en');
    // Once the account has it, the account's own language is followed again.
    answer(null);
    await after.followUser();
    expect(sessionStorage.getItem('console.languagePicked')).toBeNull();
  });

  it('picked signed in and saved, it leaves nothing behind for the next account', async () => {
    const { s, signIn } = signedIn('zh');
    signIn();
    await new LocaleStore(s as unknown as Session, 'zh').choose('ja');
    expect(userApi.setAppLanguage).toHaveBeenCalledWith('u5', 'ja');
    const { s: next, signIn: signInNext } = signedIn('es');
    signInNext();
    const store = new LocaleStore(next as unknown as Session, 'zh');
    await store.followUser();
    expect(store.language).toBe('es');
  });
  it('a demo sign-in keeps the language on show and saves it to the account, whatever the account had', async () => {
    const { s, signIn } = signedIn('zh');
    const store = new LocaleStore(s as unknown as Session, 'en');
    signIn();
    await store.keepShown();
    expect(store.language).toBe('en');
    expect(s.user?.appLanguage).toBe('en');
    expect(userApi.setAppLanguage).toHaveBeenCalledWith('u5', 'en');
    expect(sessionStorage.getItem('console.languagePicked')).toBeNull();
    // The form's sign-in still follows the account when nothing was picked.
    const { s: other, signIn: signInOther } = signedIn('ja');
    const form = new LocaleStore(other as unknown as Session, 'en');
    signInOther();
    await form.followUser();
    expect(form.language).toBe('ja');
  });

  it('a demo sign-in after a pick made on the sign-in page takes the pick', async () => {
    const { s, signIn } = signedIn('zh');
    const store = new LocaleStore(s as unknown as Session, 'en');
    sessionStorage.setItem('console.languagePicked', 'es');
    signIn();
    await store.keepShown();
    expect(store.language).toBe('es');
  });
});
