import { makeAutoObservable } from 'mobx';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';
import { browserStorage, type KeyValueStorage } from '../lib/storage';

export type Device = 'desktop' | 'mobile';

export const SIDEBAR_KEY = 'console.sidebarOpened';

const deviceOf = (px: number): Device => (px < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');

/**
 * The frame's own state (docs/product.md): the sidebar opened or collapsed to icons (saved, so it survives a
 * reload) and the device. Below 992 px the device is mobile: the sidebar closes by itself and opens as an overlay.
 */
export class AppStore {
  /** Desktop: the full sidebar (true) or icons only (false). The person's choice, saved. */
  sidebarOpened: boolean;
  device: Device;
  /** Mobile: the overlay sidebar is showing. Never saved: a phone always starts with the page. */
  mobileMenuOpen = false;

  /**
   * `width` is the window's width at start: a phone's first frame is drawn as a phone's. Starting as a desktop and
   * learning the width after the first frame drew the whole console twice on every phone, the second time
   * synchronously, inside the first paint's task.
   */
  constructor(
    private readonly storage: KeyValueStorage = browserStorage(),
    width: number = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth,
  ) {
    this.sidebarOpened = storage.getItem(SIDEBAR_KEY) !== '0';
    this.device = deviceOf(width);
    makeAutoObservable<this, 'storage'>(this, { storage: false });
  }

  get isMobile(): boolean {
    return this.device === 'mobile';
  }

  /** Whether the menu shows its labels: the mobile overlay always does. */
  get sidebarExpanded(): boolean {
    return this.isMobile ? this.mobileMenuOpen : this.sidebarOpened;
  }

  toggleSidebar(): void {
    if (this.isMobile) {
      this.mobileMenuOpen = !this.mobileMenuOpen;
      return;
    }
    this.sidebarOpened = !this.sidebarOpened;
    this.storage.setItem(SIDEBAR_KEY, this.sidebarOpened ? '1' : '0');
  }

  /** The overlay closes when a page is picked or the backdrop is clicked. */
  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
  }

  /** Told the window's width on load and on every resize. */
  setWidth(px: number): void {
    const device = deviceOf(px);
    if (device === this.device) return;
    this.device = device;
    this.mobileMenuOpen = false;
  }
}
