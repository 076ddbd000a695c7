import { Button, Drawer } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/RootStore';
import { SharePanel } from './SharePanel';
import './share.css';

/**
 * The seller's entry on the demo host: a Share button at the bottom corner (where the Demo button is in the static
 * demo), once signed in, opening the Demo drawer with the Share panel.
 */
export const HostShareEntry = observer(function HostShareEntry() {
  const { t } = useTranslation();
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  if (!session.signedIn) return null;
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
        <div className="demo-host-drawer">{open && <SharePanel />}</div>
      </Drawer>
    </>
  );
});
