import i18next from 'i18next';
import type { DemoApi, DemoBrandInput, DemoLinkOptions } from '../../mirage/demoApi';
import { toastError, toastWarning } from '../app/toaster';
import { DEFAULT_THEME_COLOR } from '../domain/constants';
import { type DemoBrand, DEFAULT_FLAGS, isStudioHost, parseBrand, studioHost } from '../domain/demoBrand';
import { isLanguage } from '../domain/language';
import { BrandStore } from '../stores/BrandStore';
import type { RootStore } from '../stores/RootStore';
import { findBrand, keepBrand, loadBrands, saveBrands } from './brandStorage';
import { type DemoLinkState, fitLink } from './demoLink';
import { redrawImage } from './redrawImage';
import { takePendingLink } from './linkBoot';

/** Two frames: MobX has told React, and React has drawn what it was told. */
const painted = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** The console's side of the brand studio: saving, showing and linking brands. One per started console. */
export class Studio {
  constructor(
    private readonly stores: RootStore,
    private readonly demo: DemoApi,
    private readonly navigate: (to: string) => void,
  ) {}

  brands(): DemoBrand[] {
    return loadBrands();
  }

  /** The studio brand shown now, if one is. */
  active(): DemoBrand | undefined {
    const host = this.stores.brand.host;
    return isStudioHost(host) ? this.brands().find((b) => studioHost(b.id) === host) : undefined;
  }

  /** Checks, saves (adding or replacing by id) and serves a brand; throws BrandRefused. */
  save(input: Omit<DemoBrand, 'id'> & { id?: string }): DemoBrand {
    const { brand, list } = keepBrand(input);
    this.demo.syncBrands(list);
    return brand;
  }

  remove(id: string): void {
    const list = this.brands().filter((b) => b.id !== id);
    saveBrands(list);
    this.demo.syncBrands(list);
    if (this.stores.brand.host === studioHost(id)) void this.showHost(null);
  }

  /** Shows a saved brand: its host, colour and language; resolves once the console shows it. */
  async show(brand: DemoBrand): Promise<void> {
    BrandStore.setHostOverride(studioHost(brand.id));
    // The settings panel's default colour means "follow the brand": a colour picked there earlier would hide it.
    this.stores.settings.setThemeColor(DEFAULT_THEME_COLOR);
    await this.stores.brand.reload();
    await this.stores.locale.choose(brand.language);
    await painted();
  }

  /** Shows a host's brand (null: the page's own); resolves once the console shows it. */
  async showHost(host: string | null): Promise<void> {
    BrandStore.setHostOverride(host);
    await this.stores.brand.reload();
    await painted();
  }

  /** window.__demo.brand(): a spec, a saved brand's name, or a host. */
  async apply(target: string | DemoBrandInput | null): Promise<void> {
    if (target === null) return this.showHost(null);
    if (typeof target === 'string') {
      const saved = findBrand(this.brands(), target);
      return saved ? this.show(saved) : this.showHost(target);
    }
    const parsed = parseBrand({ ...target, flags: { ...DEFAULT_FLAGS, ...target.flags } });
    // A script's spec with the same name replaces the saved one, so running a script twice keeps one brand.
    const same = findBrand(this.brands(), parsed.name.en || parsed.name.zh);
    const brand = this.save({
      ...parsed,
      id: same?.id,
      language: isLanguage(target.language) ? target.language : 'zh',
    });
    return this.show(brand);
  }

  /** The state of this demo, with the account and page asked for (by default: as it is now). */
  state(options: DemoLinkOptions = {}): DemoLinkState {
    const { session, locale, brand } = this.stores;
    const studio = this.active();
    const host = brand.host;
    const ownHost = window.location.host || 'localhost';
    const currentPage = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
    const account = options.account ?? session.user?.mobile;
    const page = options.page ?? (currentPage.startsWith('/login') ? undefined : currentPage);
    return {
      ...(studio ? { brand: studio } : host !== ownHost ? { host } : {}),
      language: locale.language,
      scenario: options.scenario ?? this.demo.scenario(),
      seed: options.seed ?? this.demo.seed(),
      speed: options.speed ?? this.demo.speedFactor(),
      ...(account ? { account } : {}),
      ...(page ? { page } : {}),
      ...(options.tools ? { tools: true } : {}),
    };
  }

  /**
   * The demo link, short enough for a chat message: the brand's pictures drawn again smaller until it fits
   * (src/demo/demoLink.ts fitLink); answers whether an uploaded background had to be left out. Throws LinkTooLong
   * should nothing fit.
   */
  async fittedLink(options?: DemoLinkOptions): Promise<{ url: string; backgroundLeftOut: boolean }> {
    const r = await fitLink(window.location.href, this.state(options), redrawImage);
    if (!r.ok) throw new LinkTooLong(r.length);
    return r;
  }

  /** The demo link (window.__demo.link). */
  async link(options?: DemoLinkOptions): Promise<string> {
    return (await this.fittedLink(options)).url;
  }

  /** After start: finish what a demo link asked for (sign in, open the page), or say why it could not be read. */
  async finishLink(): Promise<void> {
    const p = takePendingLink();
    if (!p) return;
    if (p.error) {
      void toastWarning(i18next.t('studio.linkUnreadable'), 8000);
      return;
    }
    const { account, page, language } = p.state ?? {};
    try {
      if (account) {
        await this.demo.signIn(account);
        // The sign-in keeps the language on show, which boot took from the link; said again in case it changed.
        if (language) await this.stores.locale.choose(language);
      }
      this.navigate(page ?? '/');
    } catch (e) {
      void toastError(e instanceof Error ? e.message : String(e));
    }
  }
}

export class LinkTooLong extends Error {
  constructor(readonly length: number) {
    super(`the demo link would be ${length} characters`);
  }
}

let current: Studio | null = null;
/** The started console's studio (the drawer's components use it). */
export const studio = (): Studio | null => current;

/** The started console's studio, made once (window.__demo's brand() and link(), and the drawer, use it). */
export function installStudio(demo: DemoApi, stores: RootStore, navigate: (to: string) => void): Studio {
  current ??= new Studio(stores, demo, navigate);
  return current;
}
