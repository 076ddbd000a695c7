import { Button, Navbar as BpNavbar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../components/LanguageSelect';
import { useStores } from '../stores/RootStore';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogButton, InviteButton, PaymentWaitingButton, PowerCount, VipButton } from './NavbarActions';

/** The top bar: menu toggle and breadcrumb on the left; invite, VIP, power, errors, language, settings, account. */
export const Navbar = observer(function Navbar() {
  const { t } = useTranslation();
  const { app, settings } = useStores();
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
        <Breadcrumb />
      </BpNavbar.Group>
      <BpNavbar.Group align="end" className="navbar-end">
        <PaymentWaitingButton />
        <InviteButton />
        <VipButton />
        <PowerCount />
        <ErrorLogButton />
        <LanguageSelect />
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
