import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchPages } from '../router/prefetch';
import { useStores } from '../stores/RootStore';
import { AppDialog } from './AppDialog';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Navbar } from './Navbar';
import { SettingsPanel } from './SettingsPanel';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { usePendingPage } from './usePendingPage';
import { useEscapeCloses } from '../components/useEscapeCloses';
import './layout.css';

/** The device follows the window's width (mobile below 992 px). */
function useDeviceWatch(): void {
  const { app } = useStores();
  useEffect(() => {
    const update = () => app.setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [app]);
}

/** Once per role: the chunks of the pages it may open load while the browser is idle. */
function usePrefetchPages(): void {
  const { session } = useStores();
  const role = session.role;
  useEffect(() => {
    if (role) prefetchPages(role);
  }, [role]);
}

/**
 * The console frame: sidebar, top bar with the visited-page tabs, and the page. While a page is being opened, a thin
 * progress line runs under the top bar and the page being left is dimmed and busy, so it never passes for the new one.
 */
function Layout() {
  const { t } = useTranslation();
  const { app, settings } = useStores();
  const scroller = useRef<HTMLDivElement>(null);
  const pending = usePendingPage();
  useDeviceWatch();
  // Escape closes the phone's menu overlay, as it closes every other overlay.
  useEscapeCloses(app.isMobile && app.mobileMenuOpen, () => app.closeMobileMenu());
  usePrefetchPages();
  const classes = [
    'layout',
    app.isMobile ? 'layout--mobile' : app.sidebarOpened ? 'layout--wide' : 'layout--icons',
    settings.fixedHeader && 'layout--fixed-header',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <button type="button" className="skip-link" onClick={() => document.getElementById('main-content')?.focus()}>
        {t('app.skipToContent')}
      </button>
      <Sidebar />
      {app.isMobile && app.mobileMenuOpen && (
        <div className="sidebar-backdrop" aria-hidden="true" onClick={() => app.closeMobileMenu()} />
      )}
      <div className="layout-main" ref={scroller}>
        <header className="layout-header">
          <Navbar />
          <TagsView />
          {pending && (
            <div
              className="nav-progress"
              role="progressbar"
              aria-label={
                pending.view ? t('navigation.opening', { title: t(pending.view.titleKey) }) : t('navigation.busy')
              }
            />
          )}
        </header>
        <main
          id="main-content"
          className={pending ? 'layout-content layout-content--leaving' : 'layout-content'}
          aria-busy={pending ? true : undefined}
          tabIndex={-1}
        >
          <KeepAliveOutlet scroller={scroller} />
        </main>
      </div>
      <SettingsPanel />
      <AppDialog />
    </div>
  );
}

export default observer(Layout);
