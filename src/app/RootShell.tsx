import { Icons, IconSize } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { withWholeStylesheet } from '../firstScreen/wholeStylesheet';
import { withConsoleMessages } from '../i18n';
import type { RouteHandle } from '../router';
import { useStores } from '../stores/RootStore';
import { installErrorCapture } from './errorCapture';
import { markShellMounted } from './shellMounted';
import { useApplySettings } from './useApplySettings';
import { useTranslatedLibraryLabels } from './useTranslatedLibraryLabels';

const ReloginAlert = lazy(() => withWholeStylesheet(import('./ReloginAlert')));

/**
 * The Demo drawer exists in demo and test builds only: in production the condition is false at build time. It speaks
 * with the console's messages (src/i18n), loaded beside it, and its button is drawn with its icon from the start (an
 * icon drawn later would widen the button under the person's eyes), once the fake server it drives has started.
 */
const DemoEntry =
  import.meta.env.MODE !== 'production'
    ? lazy(() =>
        withConsoleMessages(
          Promise.all([
            import('../demo/DemoEntry'),
            Icons.load(['cog'], IconSize.STANDARD),
            import('./fakeServer').then((server) => server.fakeServerStarted),
          ]).then(([m]) => m),
        ),
      )
    : null;

/**
 * The document title is the page's title and the brand's name. A component of its own: it follows every navigation,
 * and the shell around every page should not draw again with it.
 */
const DocumentTitle = observer(function DocumentTitle(): null {
  const { t, i18n } = useTranslation();
  const { brand } = useStores();
  const matches = useMatches();
  const leaf = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta);
  const key = (leaf?.handle as RouteHandle | undefined)?.meta.titleKey;
  const name = brand.nameIn(i18n.language) || t('app.defaultName');
  const title = key ? `${t(key)} - ${name}` : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The tab's icon is the brand's logo when it has one (a white-label partner's tab should not show ours).
  const logo = brand.brand?.oemLogo ?? '';
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    // The console's own icon is the one index.html names, kept before any brand's replaces it.
    link.dataset.own ??= link.getAttribute('href') ?? '';
    const icon = logo || link.dataset.own;
    if (link.getAttribute('href') !== icon) {
      link.removeAttribute('type');
      link.setAttribute('href', icon);
    }
  }, [logo]);
  return null;
});

/** Above every page: the title, the theme, the error log, the re-login box of codes 50008/50012/50014. */
function RootShell() {
  const { ui, settings, errorLog, brand } = useStores();
  useApplySettings(settings, brand);
  useTranslatedLibraryLabels();
  useEffect(() => installErrorCapture(errorLog), [errorLog]);
  useEffect(markShellMounted, []);
  // The Demo button is drawn after the first commit: the prerendered sign-in page (drawn where there is no demo) has
  // no place for it, and hydration must find exactly what it draws.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Once asked for, the box stays mounted, so it closes with its transition.
  const [reloginAsked, setReloginAsked] = useState(false);
  if (ui.relogin !== null && !reloginAsked) setReloginAsked(true);
  return (
    <>
      <DocumentTitle />
      <Outlet />
      {DemoEntry && mounted && (
        <Suspense fallback={null}>
          <DemoEntry />
        </Suspense>
      )}
      {reloginAsked && (
        <Suspense fallback={null}>
          <ReloginAlert />
        </Suspense>
      )}
    </>
  );
}

export default observer(RootShell);
