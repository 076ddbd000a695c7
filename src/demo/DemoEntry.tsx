import { Button } from '@blueprintjs/core';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withWholeStylesheet } from '../firstScreen/wholeStylesheet';
import { loadStudio } from './installControls';
import { presenterTools } from './presenterTools';
import './DemoEntry.css';

/**
 * The drawer (its sections, the studio, Blueprint's overlay) loads on the first click, not with every page; with it,
 * on the sign-in page, the whole stylesheet (the button itself is drawn with the sign-in page's own rules).
 */
const DemoDrawer = lazy(() =>
  Promise.all([withWholeStylesheet(import('./DemoDrawer')), loadStudio()]).then(([m]) => ({ default: m.DemoDrawer })),
);

/** The class on <html> that makes the console's page column leave room for the button (DemoEntry.css). */
const ROOM_CLASS = 'demo-room';

/**
 * The button that opens the Demo drawer. It floats at the bottom corner on every page, the sign-in page included,
 * because quick sign-in and the brand switch are most useful before anyone has signed in. The console's page column
 * ends above it, so it never covers a control. A demo link opens without it (src/demo/presenterTools.ts); Alt+Shift+D
 * shows or hides it.
 */
const DemoEntry = observer(function DemoEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted (it keeps its state and closes with its transition).
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const shown = presenterTools.shown;
  useEffect(() => {
    const stop = autorun(() => document.documentElement.classList.toggle(ROOM_CLASS, presenterTools.shown));
    return () => {
      stop();
      document.documentElement.classList.remove(ROOM_CLASS);
    };
  }, []);
  if (!shown && open) setOpen(false);
  const demo = window.__demo;
  if (!demo || !shown) return null;
  return (
    <>
      <Button
        className={open ? 'demo-entry demo-entry--behind' : 'demo-entry'}
        intent="warning"
        icon="cog"
        text={t('demo.button')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <DemoDrawer demo={demo} isOpen={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
});

// It does not depend on the page: a page switch (which draws the shell above it again) leaves it alone.
export default memo(DemoEntry);
