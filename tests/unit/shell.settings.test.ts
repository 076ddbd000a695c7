import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, MOBILE_BREAKPOINT_PX } from '../../src/domain/constants';
import { isHexColor, THEME_PRESETS } from '../../src/domain/theme';
import { memoryStorage } from '../../src/lib/storage';
import { AppStore } from '../../src/stores/AppStore';
import { DEFAULT_SETTINGS, parseSettings, SettingsStore } from '../../src/stores/SettingsStore';

describe('settings panel choices', () => {
  it('default to light cyan, fixed header, sidebar logo, light theme', () => {
    const s = new SettingsStore(memoryStorage());
    expect(s.snapshot).toEqual({ themeColor: '#13c2c2', fixedHeader: true, sidebarLogo: true, dark: false });
    expect(THEME_PRESETS[0]).toBe(DEFAULT_THEME_COLOR);
  });

  it('survive a reload (a new store on the same storage)', () => {
    const storage = memoryStorage();
    const s = new SettingsStore(storage);
    expect(s.setThemeColor('#722ED1')).toBe(true);
    s.setFlag('dark', true);
    s.setFlag('fixedHeader', false);
    s.setFlag('sidebarLogo', false);
    expect(new SettingsStore(storage).snapshot).toEqual({
      themeColor: '#722ed1',
      fixedHeader: false,
      sidebarLogo: false,
      dark: true,
    });
  });

  it('refuse a colour that is not #rrggbb and keep the old one', () => {
    const s = new SettingsStore(memoryStorage());
    for (const bad of ['red', '#fff', '#12345g', '', 'url(x)']) expect(s.setThemeColor(bad)).toBe(false);
    expect(s.themeColor).toBe(DEFAULT_THEME_COLOR);
    expect(isHexColor('#a1B2c3')).toBe(true);
  });

  it('ignore a broken or tampered saved entry, value by value', () => {
    const storage = memoryStorage();
    storage.setItem('console.settings', '{not json');
    expect(new SettingsStore(storage).snapshot).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ themeColor: 'javascript:1', dark: 'yes', fixedHeader: false })).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: false,
    });
  });

  it('restore the defaults, also for the next visit', () => {
    const storage = memoryStorage();
    const s = new SettingsStore(storage);
    s.setThemeColor('#1890ff');
    s.reset();
    expect(s.snapshot).toEqual(DEFAULT_SETTINGS);
    expect(new SettingsStore(storage).snapshot).toEqual(DEFAULT_SETTINGS);
  });
});

describe('sidebar and device', () => {
  it('the collapsed sidebar survives a reload', () => {
    const storage = memoryStorage();
    const a = new AppStore(storage);
    expect(a.sidebarOpened).toBe(true);
    a.toggleSidebar();
    expect(new AppStore(storage).sidebarOpened).toBe(false);
  });

  it('below 992 px the device is mobile: the sidebar closes and opens as an overlay, not saved', () => {
    const storage = memoryStorage();
    const a = new AppStore(storage);
    a.setWidth(MOBILE_BREAKPOINT_PX);
    expect(a.device).toBe('desktop');
    a.setWidth(MOBILE_BREAKPOINT_PX - 1);
    expect(a.isMobile).toBe(true);
    expect(a.sidebarExpanded).toBe(false);
    a.toggleSidebar();
    expect(a.mobileMenuOpen).toBe(true);
    expect(a.sidebarExpanded).toBe(true);
    a.closeMobileMenu();
    expect(a.sidebarExpanded).toBe(false);
    // The phone's overlay never changes the desktop choice.
    expect(new AppStore(storage).sidebarOpened).toBe(true);
  });

  it("starts as the window's device, so a phone's first frame is already a phone's", () => {
    const phone = new AppStore(memoryStorage(), 390);
    expect(phone.isMobile).toBe(true);
    expect(phone.sidebarExpanded).toBe(false);
    expect(new AppStore(memoryStorage(), MOBILE_BREAKPOINT_PX).isMobile).toBe(false);
    // Where there is no window (tests, tools), a desktop.
    expect(new AppStore(memoryStorage()).device).toBe('desktop');
  });

  it('the overlay closes when the window grows to desktop and back', () => {
    const a = new AppStore(memoryStorage());
    a.setWidth(800);
    a.toggleSidebar();
    a.setWidth(1440);
    expect(a.sidebarExpanded).toBe(true);
    a.setWidth(390);
    expect(a.mobileMenuOpen).toBe(false);
  });
});
