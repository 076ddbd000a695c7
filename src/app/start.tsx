import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { AppMode } from '../config';
import { initI18n } from '../i18n';
import { createAppRouter } from '../router';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { RootStore, StoresContext } from '../stores/RootStore';
import { loadDarkTheme } from './darkTheme';
import { installIconLoader } from './icons';
import { wireHttp } from './wireHttp';

export async function startApp(mode: AppMode): Promise<void> {
  installIconLoader();
  const stores = new RootStore();
  // The language's messages, the first page's chunks and its loaders (brand, session) are fetched side by side: a
  // chain of one waiting for the other costs a round trip each on a slow network.
  const ready = Promise.all([
    initI18n(stores.locale.language),
    // A person who chose the dark theme never sees the light one first.
    stores.settings.dark ? loadDarkTheme() : null,
  ]);
  // Wired before the router exists: creating it runs the first page's loaders, whose calls need the headers.
  let router: ReturnType<typeof createAppRouter> | null = null;
  wireHttp(
    stores,
    (to) => void router?.navigate(to),
    () => router?.state.location.pathname ?? '/',
  );
  router = createAppRouter(stores);
  await ready;
  await yieldToBrowser();
  document.documentElement.dataset.mode = mode;
  // The demo's brand studio and demo link (brand(), link() on window.__demo); a link is finished once drawn.
  let studio: { finishLink(): Promise<void> } | null = null;
  if (import.meta.env.MODE !== 'production' && window.__demo) {
    window.__demo.signIn = async (mobile) => {
      await stores.session.login({ mobilePhone: mobile, passWord: 'demo123' });
      await stores.locale.followUser();
    };
    const demo = window.__demo;
    const appRouter = router;
    void import('../demo/scenes').then(({ installScenes }) =>
      installScenes(demo, stores, (to) => appRouter.navigate(to)),
    );
    const { installStudio } = await import('../demo/studioApi');
    studio = installStudio(stores, (to) => void router?.navigate(to));
  }
  // The remote dictionary once the brand (and so the oemCode header) is known: the first page's loader has asked for
  // it already, and by now it may have answered.
  void stores.brand.whenLoaded().then(() => stores.locale.apply(stores.locale.language));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React draws the first page in slices and lets the browser breathe between them, instead of one long
  // task that keeps a slow phone from answering (Lighthouse counts it as blocking time).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StoresContext value={stores}>
        {/* No BlueprintProvider: its hotkeys and portal providers are unused here and cost the first load. */}
        <RouterProvider router={router} />
      </StoresContext>,
    ),
  );
  if (studio) void studio.finishLink();
}
