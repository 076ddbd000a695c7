import { Button, Navbar as BpNavbar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../components/LanguageSelect';
import { useStores } from '../stores/RootStore';
import { HOME_PATH } from '../router/table';
import { AvatarMenu } from './AvatarMenu';
import { BrandMark, useBrandName } from './BrandMark';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogButton, InviteButton, PaymentWaitingButton, PowerCount, VipButton } from './NavbarActions';

/** The top bar: menu toggle, the brand where the sidebar is out of sight, and breadcrumb on the left; invite, VIP, power, errors, language, settings, account. */
export const Navbar = observer(function Navbar() {
  const { t } = useTranslation();
  const { app, settings } = useStores();
  const brandName = useBrandName();
  const toggleName = app.isMobile
    ? t(app.mobileMenuOpen ? 'shell.closeMenu' : 'shell.openMenu')
    : t(app.sidebarOpened ? 'shell.collapseMenu' : 'shell.expandMenu');
  return (
    <BpNavbar className="navbar">
      <BpNavbar.Group align="start" className="navbar-start">
        <Button
          variant="minimal"
          icon={app.sidebarExpanded ? 'menu-closed' : 'menu-open'}
          aria-label={toggleName}
          title={toggleName}
          aria-expanded={app.sidebarExpanded}
          aria-controls="app-sidebar"
          onClick={() => app.toggleSidebar()}
        />
        {(app.isMobile || !settings.sidebarLogo) && (
          <a className="navbar-brand" href={`#${HOME_PATH}`} title={brandName}>
            <BrandMark size={24} nameClass="navbar-brand-name" />
          </a>
        )}
        <Breadcrumb />
      </BpNavbar.Group>
      <BpNavbar.Group align="end" className="navbar-end">
        <PaymentWaitingButton />
        <InviteButton />
        <VipButton />
        <PowerCount />
        <ErrorLogButton />
        <LanguageSelect short={app.isMobile} />
        <Button
          variant="minimal"
          icon="cog"
          aria-label={t('shell.settings')}
          title={t('shell.settings')}
          onClick={() => settings.openPanel(true)}
        />
        <AvatarMenu />
      </BpNavbar.Group>
    </BpNavbar>
  );
});
