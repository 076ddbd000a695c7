import { Button, Drawer } from '@blueprintjs/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_COOKIE } from '../../domain/constants';
import { getCookie, onCookieWrite } from '../../lib/cookies';
import { SharePanel } from './SharePanel';
import './share.css';

/**
 * The seller's entry on the demo host: a Share button at the bottom corner (where the Demo button is in the static
 * demo), once signed in (the console's token cookie), opening the Demo drawer with the Share panel.
 */
export function HostShareEntry() {
  const { t } = useTranslation();
  const token = useSyncExternalStore(onCookieWrite, readToken);
  const [open, setOpen] = useState(false);
  if (!token) return null;
  return (
    <>
      <Button
        className="demo-host-entry"
        intent="warning"
        icon="share"
        text={t('demoHost.shareTitle')}
        onClick={() => setOpen(true)}
      />
      <Drawer isOpen={open} onClose={() => setOpen(false)} title={t('demo.title')} size="min(640px, 100%)">
        <div className="demo-host-drawer">{open && <SharePanel token={readToken} />}</div>
      </Drawer>
    </>
  );
}

/** Signing in and out writes the token cookie (onCookieWrite): the router's moves fire no event this root could hear. */
const readToken = (): string => getCookie(TOKEN_COOKIE);
