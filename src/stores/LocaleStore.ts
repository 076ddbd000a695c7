import { makeAutoObservable, runInAction } from 'mobx';
import { getLanguageDicJson } from '../api/language';
import { setAppLanguage } from '../api/user';
import { type Language, startLanguage, toLanguage } from '../domain/language';
import { mergeRemoteDictionary, switchLanguage } from '../i18n';
import { browserStorage } from '../lib/storage';
import type { SessionStore } from './SessionStore';

/** The last language applied (read again by the first screen's inline script). */
export const LANGUAGE_KEY = 'console.language';
/**
 * A language picked and not yet saved to an account: picked signed out (the sign-in page's select), for the account
 * that signs in next in this tab; picked signed in, until the account's save is answered.
 */
export const PICKED_KEY = 'console.languagePicked';
/** The remote dictionary exists for these two (getLanguageDicJson: zh and en). */
const REMOTE_DICTIONARY: readonly Language[] = ['zh', 'en'];

/** The tab's own storage (none in the build's prerender). */
function pickedStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The interface language: Chinese by default (or the brand's own first language), English for a non-Chinese browser when
 * signed out and the brand names none, the user's
 * appLanguage once signed in; a change while signed in is saved on the server.
 */
export class LocaleStore {
  language: Language;
  private readonly merged = new Set<Language>();

  /** `brandLanguage`: the first language of the brand the browser last saw here, which the browser's own does not override. */
  constructor(
    private readonly session: SessionStore,
    brandLanguage?: Language,
  ) {
    // The rule the first screen's inline script starts from too (src/domain/language.ts startLanguage).
    const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    this.language = startLanguage(browserStorage().getItem(LANGUAGE_KEY), brandLanguage, browser);
    makeAutoObservable<this, 'merged' | 'session'>(this, { merged: false, session: false });
  }

  /**
   * Applies a language locally: messages, <html lang>, the remote dictionary. The language is the console's at once,
   * before its messages are in: a call made meanwhile (a page opened right after the pick) already asks in it, so
   * what it answers (the demo's seeded names) is not read in the old language. Should the messages fail to load, the
   * language shown stays.
   */
  async apply(lng: Language): Promise<void> {
    const before = this.language;
    this.language = lng;
    try {
      await switchLanguage(lng);
    } catch (e) {
      runInAction(() => {
        if (this.language === lng) this.language = before;
      });
      throw e;
    }
    browserStorage().setItem(LANGUAGE_KEY, lng);
    this.loadRemoteDictionary(lng);
  }

  /**
   * The remote dictionary of a language, once (getLanguageDicJson); the console redraws only if it changed a wording
   * on screen (src/i18n mergeRemoteDictionary).
   * Start-up asks for it once the brand (so the oemCode header) is known, without applying the language again: that
   * redraws every text on the page for nothing.
   */
  loadRemoteDictionary(lng: Language = this.language): void {
    if (REMOTE_DICTIONARY.includes(lng) && !this.merged.has(lng)) {
      this.merged.add(lng);
      // The dictionary refines wording; without it the local messages stand, so a failure is not shown.
      getLanguageDicJson(lng)
        .then((dic) => {
          // The console draws again only if the wording it shows changed (src/i18n); the language stays the one
          // shown: a switch made while the dictionary was on its way (a sign-in's language, then the person's
          // choice) is not undone by it.
          mergeRemoteDictionary(lng, dic);
        })
        .catch(() => this.merged.delete(lng));
    }
  }

  /**
   * The person picked a language: saved to the account while signed in; picked on the sign-in page, it is the language
   * of the account that signs in next (followUser), kept for the tab so a reload of the sign-in page keeps it. While
   * signed in, the pick is kept for the tab the same way until the account has saved it: a reload (or a failed save)
   * before then does not bring back the account's old language, and the next user load saves it again.
   */
  async choose(lng: Language): Promise<void> {
    // Noted before the messages load: a sign-in finishing meanwhile must already find it.
    const signedIn = Boolean(this.session.user);
    pickedStorage()?.setItem(PICKED_KEY, lng);
    await this.apply(lng);
    if (signedIn) {
      this.session.patchUser({ appLanguage: lng });
      await setAppLanguage(this.session.userId, lng);
      // Saved: from now on the account's language is the pick (unless another pick came meanwhile).
      if (pickedStorage()?.getItem(PICKED_KEY) === lng) pickedStorage()?.removeItem(PICKED_KEY);
    }
  }

  /**
   * A sign-in made where the person saw a language (the sign-in form, in every mode; a script's signIn, the Demo
   * drawer, a scene, a demo link): the language on show stays, whether the browser, the brand or a pick chose it,
   * whatever the account saved; it becomes the account's, so a reload keeps it too. A pick still waiting for an account
   * wins. The account's own language applies only where no page was shown before it (a session opened with a token).
   */
  async keepShown(): Promise<void> {
    if (!toLanguage(pickedStorage()?.getItem(PICKED_KEY))) pickedStorage()?.setItem(PICKED_KEY, this.language);
    await this.followUser();
  }

  /**
   * After sign-in or a user load: a language picked on the sign-in page (or picked signed in and not saved yet) wins
   * and is saved to the account; otherwise the account's own language.
   */
  async followUser(): Promise<void> {
    const picked = toLanguage(pickedStorage()?.getItem(PICKED_KEY));
    const user = this.session.user;
    if (picked && user) {
      pickedStorage()?.removeItem(PICKED_KEY);
      if (picked !== this.language) await this.apply(picked);
      if (picked !== toLanguage(user.appLanguage)) {
        this.session.patchUser({ appLanguage: picked });
        // Shown in that language already; a failure to save it is not worth an error over the first page.
        await setAppLanguage(this.session.userId, picked).catch(() => undefined);
      }
      return;
    }
    const lng = toLanguage(user?.appLanguage);
    if (lng && lng !== this.language) await this.apply(lng);
  }
}
