import { Button, Menu, MenuItem, Navbar as BpNavbar, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LanguageSelect } from '../components/LanguageSelect';
import { useStores } from '../stores/RootStore';

export const Navbar = observer(function Navbar() {
  const { t } = useTranslation();
  const { session, dialog } = useStores();
  const navigate = useNavigate();
  const name = session.user?.nickname ?? '';
  const logout = async () => {
    if (!(await dialog.open({ mode: 'logout' })).confirmed) return;
    try {
      await session.logout();
    } finally {
      navigate('/login');
    }
  };
  return (
    <BpNavbar className="navbar">
      <BpNavbar.Group align="end">
        <LanguageSelect />
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="user" text={t('route.personal')} onClick={() => navigate('/personal/personal')} />
              <MenuItem icon="log-out" text={t('nav.logout')} onClick={() => void logout()} />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            icon="person"
            endIcon="caret-down"
            text={name}
            aria-label={t('nav.signedInAs', { name })}
          />
        </Popover>
      </BpNavbar.Group>
    </BpNavbar>
  );
});
