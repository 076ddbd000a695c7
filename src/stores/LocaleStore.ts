import { makeAutoObservable, runInAction } from 'mobx';
import { getLanguageDicJson } from '../api/language';
import { setAppLanguage } from '../api/user';
import { defaultLanguageFor, type Language, toLanguage } from '../domain/language';
import { mergeRemoteDictionary, switchLanguage } from '../i18n';
import { browserStorage } from '../lib/storage';
import type { SessionStore } from './SessionStore';

/** The last language applied (read again by the first screen's inline script). */
export const LANGUAGE_KEY = 'console.language';
/** The remote dictionary exists for these two (getLanguageDicJson: zh and en). */
const REMOTE_DICTIONARY: readonly Language[] = ['zh', 'en'];

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
    // The same rule as the first screen's inline script (src/firstScreen/inlineScript.ts), which must agree with it:
    // the last choice, else the brand's first language, else the browser's (docs/product.md, Languages).
    const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    this.language = toLanguage(browserStorage().getItem(LANGUAGE_KEY)) ?? brandLanguage ?? defaultLanguageFor(browser);
    makeAutoObservable<this, 'merged' | 'session'>(this, { merged: false, session: false });
  }

  /** Applies a language locally: messages, <html lang>, the remote dictionary. */
  async apply(lng: Language): Promise<void> {
    await switchLanguage(lng);
    runInAction(() => {
      this.language = lng;
    });
    browserStorage().setItem(LANGUAGE_KEY, lng);
    this.loadRemoteDictionary(lng);
  }

  /**
   * The remote dictionary of a language, once (getLanguageDicJson); the console redraws only if it changed a wording.
   * Start-up asks for it once the brand (so the oemCode header) is known, without applying the language again: that
   * redraws every text on the page for nothing.
   */
  loadRemoteDictionary(lng: Language = this.language): void {
    if (REMOTE_DICTIONARY.includes(lng) && !this.merged.has(lng)) {
      this.merged.add(lng);
      // The dictionary refines wording; without it the local messages stand, so a failure is not shown.
      getLanguageDicJson(lng)
        .then((dic) => {
          // Redraw with the refined wording only if it changed any, and if this is still the language shown: a
          // switch made while the dictionary was on its way (a sign-in's language, then the person's choice) must
          // not be undone by it.
          return mergeRemoteDictionary(lng, dic) && this.language === lng ? switchLanguage(lng) : undefined;
        })
        .catch(() => this.merged.delete(lng));
    }
  }

  /** The person picked a language. */
  async choose(lng: Language): Promise<void> {
    await this.apply(lng);
    if (this.session.user) {
      this.session.patchUser({ appLanguage: lng });
      await setAppLanguage(this.session.userId, lng);
    }
  }

  /** After sign-in or a user load: the user's own language wins. */
  async followUser(): Promise<void> {
    const lng = toLanguage(this.session.user?.appLanguage);
    if (lng && lng !== this.language) await this.apply(lng);
  }
}
