import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { queryOemConfigByDomain } from '../api/oem';
import { BRAND_COOKIE } from '../domain/constants';
import { type BrandInfo, brandForCookie, brandName } from '../domain/brand';
import { getJsonCookie, setJsonCookie } from '../lib/cookies';
import { sameJson } from '../lib/sameJson';
import { errorText } from '../lib/errorText';

const OVERRIDE_KEY = 'console.brandHost';

/**
 * The white-label brand of the host the console is served from. Asked for on every navigation, never waited for there,
 * and a load already under way is shared, so brand changes show without ever slowing a page switch.
 */
export class BrandStore {
  brand: BrandInfo | null = getJsonCookie<BrandInfo>(BRAND_COOKIE);
  error = '';
  private inFlight: Promise<void> | null = null;
  /** Answers wait for it before they show (holdUntil). */
  private shownAfter: Promise<unknown> = Promise.resolve();
  /** The first load has ended (well or not): later ones are background re-reads. */
  loaded = false;
  /**
   * The accent taken from the logo of a brand that names no colour: null until the first logo shown has been read, ''
   * when the brand has no logo or its logo no colour.
   */
  accent: string | null = null;

  constructor() {
    // host reads localStorage, which MobX cannot watch: a cached (computed) host would miss the demo's brand switch.
    makeAutoObservable<this, 'inFlight' | 'shownAfter'>(this, {
      inFlight: false,
      shownAfter: false,
      loaded: false,
      host: false,
    });
  }

  /** The host whose brand is shown: the page's own, or the demo drawer's override. */
  get host(): string {
    const override = typeof window !== 'undefined' ? window.localStorage.getItem(OVERRIDE_KEY) : null;
    // A page opened from disk has no host: it shows the default brand.
    return override || window.location.host || 'localhost';
  }

  get name(): string {
    return this.brand?.oemName ?? '';
  }

  /** The name a person reads in a language (a brand may have an English name beside its Chinese one). */
  nameIn(lang: string): string {
    return brandName(this.brand, lang);
  }

  /** The brand's colour: the one it names, else the one its logo gives (followLogo); undefined for the default. */
  get color(): string | undefined {
    return this.brand?.themeColor ?? (this.accent || undefined);
  }

  /**
   * The brand's colour is its logo's, and no logo has been read yet (start-up, until the logo the brand cookie names has
   * been sampled, or until the answer brings the logo the cookie could not hold): what the page shows meanwhile is
   * left as it is (useApplySettings).
   */
  get colorPending(): boolean {
    return this.accent === null && !this.brand?.themeColor && Boolean(this.brand?.oemLogo || this.brand?.logoLeftOut);
  }

  /**
   * Reads the accent of each logo shown of a brand that names no colour (built-in brands, labels made on Create branded
   * label, the real service's brands), through `read` (src/lib/logoAccent.ts: a canvas in the browser). An answer for a
   * logo no longer shown is dropped. Returns the function that stops following.
   */
  followLogo(read: (logo: string) => Promise<string | null>): () => void {
    return reaction(
      () => (this.brand && !this.brand.themeColor ? this.brand.oemLogo : ''),
      (logo) => {
        if (!logo) {
          // A logo the cookie left out is still to come: its colour is not known yet.
          if (!this.brand?.logoLeftOut) this.setAccent('');
          return;
        }
        void read(logo).then((c) => {
          const shown = this.brand && !this.brand.themeColor ? this.brand.oemLogo : '';
          if (shown === logo) this.setAccent(c ?? '');
        });
      },
      { fireImmediately: true },
    );
  }

  setAccent(color: string): void {
    this.accent = color;
  }

  get oemCode(): string {
    return this.brand?.oemCode ?? '';
  }

  /** Called on each navigation; resolves at once unless this is the first load. */
  refresh(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = queryOemConfigByDomain(this.host)
        .then(async (b) => {
          await this.shownAfter;
          const changed = !sameJson(this.brand, b);
          runInAction(() => {
            if (changed) this.brand = b;
            this.error = '';
          });
          if (changed) setJsonCookie(BRAND_COOKIE, brandForCookie(b));
        })
        .catch((e: unknown) => {
          runInAction(() => {
            this.error = errorText(e);
          });
        })
        .finally(() => {
          this.inFlight = null;
          this.loaded = true;
        });
    }
    return this.loaded ? Promise.resolve() : this.inFlight;
  }

  /**
   * Asks for the brand again now and resolves once its answer shows: after the host it is asked for changes (the demo's
   * brand switch), when waiting for the next navigation would show the old brand meanwhile.
   */
  async reload(): Promise<void> {
    await this.inFlight?.catch(() => undefined);
    this.loaded = false;
    await this.refresh();
  }

  /**
   * Resolves once the first load has ended, starting it if nobody has; asks nothing more after that. For what follows
   * the brand once (start-up's remote dictionary), where refresh() would ask again if the first load had already ended.
   */
  whenLoaded(): Promise<void> {
    return this.loaded ? Promise.resolve() : this.refresh();
  }

  /**
   * Keeps the brand on screen as it is until `done` settles; answers that arrive meanwhile show then. The prerendered
   * sign-in page is hydrated with the brand it was drawn with (the cookie's): an answer shown before React has taken
   * the page over would make it draw a different page than the one it finds, and draw it again from scratch.
   */
  holdUntil(done: Promise<unknown>): void {
    this.shownAfter = done.catch(() => undefined);
  }

  static setHostOverride(host: string | null): void {
    if (host) window.localStorage.setItem(OVERRIDE_KEY, host);
    else window.localStorage.removeItem(OVERRIDE_KEY);
  }
}
