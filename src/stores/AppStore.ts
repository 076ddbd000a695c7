import { makeAutoObservable } from 'mobx';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';
import { browserStorage, type KeyValueStorage } from '../lib/storage';

export type Device = 'desktop' | 'mobile';

const SIDEBAR_KEY = 'console.sidebarOpened';

/**
 * The frame's own state (spec.md section 4): the sidebar opened or collapsed to icons (saved, so it survives a
 * reload) and the device. Below 992 px the device is mobile: the sidebar closes by itself and opens as an overlay.
 */
export class AppStore {
  /** Desktop: the full sidebar (true) or icons only (false). The person's choice, saved. */
  sidebarOpened: boolean;
  device: Device = 'desktop';
  /** Mobile: the overlay sidebar is showing. Never saved: a phone always starts with the page. */
  mobileMenuOpen = false;

  constructor(private readonly storage: KeyValueStorage = browserStorage()) {
    this.sidebarOpened = storage.getItem(SIDEBAR_KEY) !== '0';
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
    const device: Device = px < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
    if (device === this.device) return;
    this.device = device;
    this.mobileMenuOpen = false;
  }
}
