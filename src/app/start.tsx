import { startTransition } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { type AppMode, resolveMode } from '../config';
import { isLanguage } from '../domain/language';
import { loadSignInIcons } from '../firstScreen/signInIcons';
import { initI18n } from '../i18n';
import { wholeMessages } from '../i18n/messageFiles';
import { type AppRouter, createAppRouter } from '../router';
import { RootStore, StoresContext } from '../stores/RootStore';
import { installIconLoader } from './icons';
import { shellMounted } from './shellMounted';
import { wireHttp } from './wireHttp';

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
 * Start-up. index.html already shows the first screen (src/firstScreen): the prerendered sign-in page, which React
 * hydrates, or the empty console frame (a signed-in deep link), which the console's first render replaces once its
 * first page is ready. `transport` starts the fake server (demo and test modes); the first call starts it. `demoLink`:
 * the fake server has read a demo link (src/demo/linkBoot.ts), which the console finishes once drawn.
 */
export async function startApp(
  mode: AppMode,
  transport?: (language?: string) => Promise<unknown>,
  demoLink = false,
): Promise<void> {
  installIconLoader();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const stores = new RootStore();
  const prerendered = root.dataset.fs === 'login';
  // Wired before the router exists: its first page's loaders make calls. On the prerendered sign-in page nothing waits
  // for an answer before it is live, so the demo's fake server (and its data) starts after hydration, not beside it.
  let router: AppRouter | null = null;
  wireHttp(
    stores,
    (to) => void router?.navigate(to),
    () => router?.state.location.pathname ?? '/',
    transport && prerendered ? (language) => shellMounted.then(() => transport(language)) : transport,
  );
  // React hydrates the sign-in page with the brand it was drawn with; the host's answer shows once it is live.
  if (prerendered) stores.brand.holdUntil(shellMounted);
  // Asked for before the router starts: its first page may be the console, whose frame loads the console's messages
  // in the language chosen here.
  const messages = initI18n(stores.locale.language);
  router = createAppRouter(stores);
  await Promise.all([
    messages,
    // The prerendered page draws its icons: hydration must find them loaded to draw the same.
    prerendered ? loadSignInIcons() : null,
    whenRouterReady(router),
  ]);
  document.documentElement.dataset.mode = mode;
  const app = (
    <StoresContext value={stores}>
      {/* A page switch is drawn in one piece, not in transition slices: it is a few tens of milliseconds of work, and
          slicing it let every slice wait for a task of its own, and the new page showed that much later. */}
      <RouterProvider router={router} useTransitions={false} />
    </StoresContext>
  );
  const { location } = router.state;
  if (prerendered && location.pathname === '/login') {
    // What a person typed, ticked, picked or pressed before now is the page's, and the sign-in page reads it as it
    // mounts (src/pages/login). A page that did not match is drawn again by React; said in the console so tests and
    // people see it. As a transition, React hydrates in slices and the page answers input between them.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[first screen] hydration:', error) });
    });
    await shellMounted;
  } else {
    // The frame (or spinner) index.html shows stays until the first page is committed in its place. As a transition,
    // React draws the console in slices and the page answers input between them.
    const created = createRoot(root);
    startTransition(() => created.render(app));
    await shellMounted;
  }
  // The server's dictionary once the brand (and so the oemCode header) is known.
  void stores.brand.whenLoaded().then(() => stores.locale.loadRemoteDictionary());
  if (import.meta.env.MODE !== 'production' && transport) {
    const { installDemoControls } = await import('../demo/installControls');
    await installDemoControls(stores, router, transport, demoLink);
  }
}

/**
 * The console's start, as src/main.tsx calls it. Demo and test modes: the fake server, started by the first call
 * (src/api/http.ts waits for it), which also names the language the answer is written in (its messages load on first
 * use). The condition is written out here so that in a production build it is false at build time and the fake server
 * (Mirage, fixtures, scenarios) is not in the output.
 */
export function boot(): Promise<void> {
  const mode = resolveMode();
  let transport: ((language?: string) => Promise<unknown>) | undefined;
  if (import.meta.env.MODE !== 'production' && (mode === 'demo' || mode === 'test')) {
    // The fake server's code is asked for now, while the console's own code runs, with the messages of the page's
    // language (<html lang>, which the first call is written in): on a phone's network its file takes over a second,
    // and asked for by the first call, which waits until the sign-in page is live, the demo was that much later live.
    // It starts (its routes, its seed) on that first call. A failure is met there. The same under `npm start`.
    const page = document.documentElement.lang;
    const load = () =>
      Promise.all([import('./fakeServer'), isLanguage(page) ? wholeMessages(page).catch(() => undefined) : null]).then(
        ([server]) => server,
      );
    const early = load();
    early.catch(() => undefined);
    let started: Promise<typeof import('./fakeServer')> | undefined;
    transport = (language) => {
      started ??= early.then(async (server) => {
        await server.startFakeServer(mode);
        return server;
      });
      return started.then((server) => server.serverSpeaks(language));
    };
  }
  // A demo link (?demo=...) names the brand and language the console starts in: the fake server reads it first
  // (src/demo/linkBoot.ts).
  const linkRead = transport && /[?&]demo=/.test(window.location.search) ? transport() : null;
  return Promise.resolve(linkRead).then(() => startApp(mode, transport, linkRead !== null));
}
