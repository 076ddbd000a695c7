import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppDialog } from './AppDialog';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import './layout.css';

/** The console frame: sidebar, top bar, and the page. */
function Layout() {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <Sidebar />
      <div className="layout-main">
        <Navbar />
        <main id="main-content" className="layout-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <AppDialog />
    </div>
  );
}

export default observer(Layout);
