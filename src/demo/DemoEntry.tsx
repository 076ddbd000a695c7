import { Button } from '@blueprintjs/core';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoDrawer } from './DemoDrawer';

/**
 * The button that opens the Demo drawer. It floats at the bottom corner on every page, the sign-in page included,
 * because quick sign-in and the brand switch are most useful before anyone has signed in.
 */
function DemoEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const demo = window.__demo;
  if (!demo) return null;
  return (
    <>
      <Button
        className={open ? 'demo-entry demo-entry--behind' : 'demo-entry'}
        intent="warning"
        icon="cog"
        text={t('demo.button')}
        onClick={() => setOpen(true)}
      />
      <DemoDrawer demo={demo} isOpen={open} onClose={close} />
    </>
  );
}

// It does not depend on the page: a page switch (which draws the shell above it again) leaves it alone.
export default memo(DemoEntry);
