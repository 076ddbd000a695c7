import { Button, Classes, type IconName, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../router/useAppNavigate';
import { toastSuccess } from '../app/toaster';
import { type AgreementKind, agreementUrl } from '../domain/brand';
import { useStores } from '../stores/RootStore';

/** The agreements the menu opens in a new tab, on the brand's agreement site. */
const AGREEMENTS: readonly (readonly [AgreementKind, IconName, 'shell.privacy' | 'shell.agreement'])[] = [
  ['privacy', 'shield', 'shell.privacy'],
  ['user', 'document', 'shell.agreement'],
];

/**
 * Demo builds credit what the demo shows that others made (src/demo/CreditsDialog.tsx): here, so a prospect finds it
 * whatever the brand. Production builds leave it out: the mode is a literal there, and the bundler drops the branch
 * (a constant imported from src/config.ts is not folded across modules, and the dialog's file was still built).
 */
const CreditsDialog = import.meta.env.MODE !== 'production' ? lazy(() => import('../demo/CreditsDialog')) : null;

/** The account menu: agreements, personal home, rename, credits in a demo, logout (after the logout confirm). */
export const AvatarMenu = observer(function AvatarMenu() {
  const { t } = useTranslation();
  const { session, dialog, brand, locale, app } = useStores();
  const navigate = useAppNavigate();
  const name = session.user?.nickname ?? '';
  const brandInfo = brand.brand ?? { showAgreementDomainName: '', oemCode: '' };
  /** Credits: made on their first opening, then kept, so closing returns the focus as every dialog does. */
  const [credits, setCredits] = useState<'never' | 'open' | 'closed'>('never');

  const logout = async () => {
    if (!(await dialog.open({ mode: 'logout' })).confirmed) return;
    try {
      await session.logout();
    } finally {
      navigate('/login');
    }
  };

  const rename = async () => {
    const r = await dialog.open({
      mode: 'rename',
      title: t('shell.rename'),
      initial: name,
      kind: 'nickname',
      submit: (n) => session.rename(n),
    });
    if (r.confirmed) void toastSuccess(t('shell.renamed'));
  };

  const menu = (
    <Menu aria-label={t('shell.account')}>
      <MenuDivider title={session.role ? `${name} · ${t(`role.${session.role}`)}` : name} />
      <MenuItem icon="home" text={t('route.personal')} onClick={() => navigate('/personal/personal')} />
      <MenuItem icon="edit" text={t('shell.rename')} onClick={() => void rename()} />
      {AGREEMENTS.map(([kind, icon, text]) => (
        <MenuItem
          key={kind}
          icon={icon}
          text={t(text)}
          href={agreementUrl(brandInfo, kind, locale.language)}
          target="_blank"
          rel="noreferrer"
        />
      ))}
      {CreditsDialog && <MenuItem icon="info-sign" text={t('demo.credits.menu')} onClick={() => setCredits('open')} />}
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" text={t('nav.logout')} onClick={() => void logout()} />
    </Menu>
  );

  return (
    <>
      {/* Lazy: the menu's overlay and portal are made the first time it opens, not with the frame. */}
      <PopoverNext placement="bottom-end" content={menu} arrow={false} lazy>
        <Button
          variant="minimal"
          icon="person"
          endIcon={app.isMobile ? undefined : 'caret-down'}
          text={<span className={`navbar-text navbar-name ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{name}</span>}
          aria-label={t('nav.signedInAs', { name })}
        />
      </PopoverNext>
      {CreditsDialog && credits !== 'never' && (
        <Suspense fallback={null}>
          <CreditsDialog isOpen={credits === 'open'} onClose={() => setCredits('closed')} />
        </Suspense>
      )}
    </>
  );
});
