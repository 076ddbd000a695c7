import { withConsoleMessages } from '../i18n';
import type { AppRouter } from '../router';
import type { RootStore } from '../stores/RootStore';

/**
 * The demo's script controls on window.__demo (installed by the fake server): signIn, the scenes, and the brand
 * studio and demo link (brand(), link()); a demo link is finished once the console is drawn.
 */
export async function installDemoControls(
  stores: RootStore,
  router: AppRouter,
  transport: () => Promise<unknown>,
): Promise<void> {
  // The scenes and the studio speak with the console's messages.
  await withConsoleMessages(transport());
  const demo = window.__demo;
  if (!demo) return;
  demo.signIn = async (mobile) => {
    await stores.session.login({ mobilePhone: mobile, passWord: 'demo123' });
    await stores.locale.followUser();
  };
  void import('./scenes').then(({ installScenes }) => installScenes(demo, stores, (to) => router.navigate(to)));
  const { installStudio } = await import('./studioApi');
  await installStudio(stores, (to) => void router.navigate(to))?.finishLink();
}
