import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { AppMode } from '../config';
import {
  captureEarlyInput,
  carryOutEarlyChoices,
  releaseEarlySubmit,
  replayLateInput,
} from '../firstScreen/earlyInput';
import { loadSignInIcons } from '../firstScreen/signInIcons';
import { initI18n, loadAllMessages } from '../i18n';
import { type AppRouter, createAppRouter } from '../router';
import { warmFormatters } from '../lib/intl';
import { whenIdle } from '../lib/whenIdle';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { RootStore, StoresContext } from '../stores/RootStore';
import { loadDarkTheme } from './darkTheme';
import { installIconLoader } from './icons';
import { shellMounted, signInFormsMounted } from './shellMounted';
import { wireHttp } from './wireHttp';
import { chooseLanguage } from './chooseLanguage';

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/** Resolves once the router has its first page: loaders answered, the route's modules in. */
function whenRouterReady(router: AppRouter): Promise<void> {
  const ready = (s: AppRouter['state']) => s.initialized && s.navigation.state === 'idle';
  if (ready(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((s) => {
      if (!ready(s)) return;
      stop();
      resolve();
    });
  });
}

/**
 * Start-up. index.html already shows the first screen (src/firstScreen): the sign-in page, hydrated here once its
 * language and modules are in, or the empty console frame, which the console's first render replaces once its first
 * page is ready, so nothing in between (a spinner, a blank page) is ever drawn. `transport` settles when calls can go
 * out (the fake server, in demo and test modes).
 */
export async function startApp(mode: AppMode, transport?: Promise<unknown>): Promise<void> {
  installIconLoader();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const firstScreen = root.dataset.fs;
  const stores = new RootStore();
  // The stores (MobX's first observables, compiled as they are first used) and i18next's set-up are a task each.
  await yieldToBrowser();
  // The language's messages and the first page's chunks and loaders are fetched side by side: a chain of one waiting
  // for the other costs a round trip each on a slow network.
  const ready = Promise.all([
    // For the sign-in page's hydration its own messages are enough; the rest follows once it is live.
    initI18n(stores.locale.language, { firstScreenOnly: firstScreen === 'login' }),
    // A person who chose the dark theme never sees the light one first.
    stores.settings.dark ? loadDarkTheme() : null,
    // The prerendered page draws its icons: hydration must find them loaded to draw the same.
    firstScreen === 'login' ? loadSignInIcons() : null,
  ]);
  // Each step of start-up its own task (the stores, then the router and the first page's loaders): together they are
  // one the slow phone Lighthouse plays feels.
  await yieldToBrowser();
  // Wired before the router exists: creating it runs the first page's loaders, whose calls need the headers.
  let router: AppRouter | null = null;
  wireHttp(
    stores,
    (to) => void router?.navigate(to),
    () => router?.state.location.pathname ?? '/',
    transport,
  );
  // The user call goes out in a task of its own; the router's loader, created in the next, joins it (the session
  // shares a call in flight, and a failure until the token is reset). Together with the router's creation it was one
  // long task. (Not the brand: its loader reads an answer already in as a navigation after the first, and asks again.)
  if (firstScreen !== 'login' && stores.session.signedIn) {
    stores.session.ensureUser().catch(() => undefined);
    await yieldToBrowser();
  }
  // The prerendered sign-in page is live once hydrated: its shell, then each form (signInFormsMounted); a page the
  // console draws itself, once its first render is committed. Which one is known once the router has matched.
  let setLive: (done: Promise<void>) => void = () => {};
  const firstScreenLive = new Promise<void>((resolve) => {
    setLive = resolve;
  });
  const made = createAppRouter(stores, { firstBrandLoadAfter: firstScreen === 'login' ? firstScreenLive : undefined });
  // Started a task later: making the router (its routes ranked) and matching the first location (its loaders
  // started) are each a task of their own. The HTTP layer sees it once started.
  await yieldToBrowser();
  router = made.initialize();
  // While the first page's calls are out: the console's first draw then finds its formatters made.
  if (firstScreen !== 'login') whenIdle(() => warmFormatters(stores.locale.language), 500);
  await Promise.all([ready, whenRouterReady(router)]);
  await yieldToBrowser();
  document.documentElement.dataset.mode = mode;
  // The demo's script controls, once the fake server (which installs window.__demo) is up: signIn, the scenes, and
  // the brand studio and demo link (brand(), link()); a demo link is finished once the console is drawn.
  const appRouter = router;
  const studio =
    import.meta.env.MODE !== 'production'
      ? Promise.resolve(transport).then(async () => {
          const demo = window.__demo;
          if (!demo) return null;
          demo.signIn = async (mobile) => {
            await stores.session.login({ mobilePhone: mobile, passWord: 'demo123' });
            await stores.locale.followUser();
          };
          void import('../demo/scenes').then(({ installScenes }) =>
            installScenes(demo, stores, (to) => appRouter.navigate(to)),
          );
          const { installStudio } = await import('../demo/studioApi');
          return installStudio(stores, (to) => void appRouter.navigate(to));
        })
      : Promise.resolve(null);
  const app = (
    <StoresContext value={stores}>
      {/* No BlueprintProvider: its hotkeys and portal providers are unused here and cost the first load. */}
      <RouterProvider router={router} />
    </StoresContext>
  );
  const { location } = router.state;
  const hydrating =
    firstScreen === 'login' &&
    location.pathname === '/login' &&
    new URLSearchParams(location.search).get('mode') !== 'register';
  setLive(hydrating ? Promise.all([shellMounted, signInFormsMounted]).then(() => {}) : shellMounted);
  if (hydrating) {
    captureEarlyInput(document, window);
    // A transition, as the render below: hydration at the default priority is one task, which a slow phone feels as
    // a frozen page; as a transition React does it in slices and answers input between them.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that did not match is drawn again by React; said in the console so tests and people see it.
        onRecoverableError: (error) => console.error('[first screen] hydration:', error),
      });
    });
  } else {
    // A transition: React draws the first page in slices and lets the browser breathe between them. The frame (or
    // spinner) index.html shows stays until the first page is committed in its place.
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
  await firstScreenLive;
  // A task after the last commit of hydration: what follows is not part of it.
  await yieldToBrowser();
  // Also ends the early input: a sign-in form drawn from now on starts empty.
  const early = replayLateInput(document);
  if (!releaseEarlySubmit(document, window))
    carryOutEarlyChoices(document, early, stores.locale.language, (lng) => chooseLanguage(stores.locale, lng));
  // The rest of the messages (every page's) on the person's first move on the sign-in page: they are signing in.
  // The console itself waits for them (src/router/guard.ts), so they are never missing.
  const loadAll = () => {
    for (const type of FIRST_INPUT) document.removeEventListener(type, loadAll, true);
    void loadAllMessages(stores.locale.language);
  };
  if (hydrating) for (const type of FIRST_INPUT) document.addEventListener(type, loadAll, true);
  else loadAll();
  // The remote dictionary once the brand (and so the oemCode header) is known. A task later: the first brand call
  // (src/router/guard.ts) goes out in its own task after hydration's, and this one joins it rather than sending it in
  // hydration's task.
  void yieldToBrowser()
    .then(() => stores.brand.whenLoaded())
    // Not in the task that draws the page in the brand.
    .then(yieldToBrowser)
    .then(() => stores.locale.loadRemoteDictionary());
  void studio.then((s) => s?.finishLink());
}
