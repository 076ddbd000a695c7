import { withConsoleMessages } from '../i18n';
import type { AppRouter } from '../router';
import type { RootStore } from '../stores/RootStore';
import type { Studio } from './studioApi';

let started: (make: () => Promise<Studio>) => void = () => {};
const maker = new Promise<() => Promise<Studio>>((resolve) => {
  started = resolve;
});
/**
 * The brand studio, its chunk loaded on first use (a script's brand() or link(), the drawer, a demo link at boot);
 * asked for before the console has started, it waits for it.
 */
export const loadStudio = (): Promise<Studio> => maker.then((make) => make());

/**
 * Attaches the console's part of window.__demo (whole from the start: mirage/demoApi.ts): signIn, the scenes, and the
 * brand studio's brand() and link(). The scenes and the studio load on their first use; a demo link read at boot
 * (`demoLink`) is finished once the console is drawn.
 */
export async function installDemoControls(
  stores: RootStore,
  router: AppRouter,
  transport: () => Promise<unknown>,
  demoLink: boolean,
): Promise<void> {
  // The scenes and the studio speak with the console's messages.
  await withConsoleMessages(transport());
  const demo = window.__demo;
  if (!demo) return;
  const navigate = (to: string) => router.navigate(to);
  let made: Promise<Studio> | null = null;
  started(
    () =>
      (made ??= import('./studioApi').then(({ installStudio }) =>
        installStudio(demo, stores, (to) => void navigate(to)),
      )),
  );
  const scenes = () => import('./scenes').then(({ sceneControls }) => sceneControls(demo, stores, navigate));
  demo.attachConsole({
    signIn: async (mobile) => {
      await stores.session.login({ mobilePhone: mobile, passWord: 'demo123' });
      // The console stays in the language on show, not the account's saved one (Chinese for every demo account).
      await stores.locale.keepShown();
    },
    scenes: async () => (await scenes()).scenes(),
    scene: async (name) => (await scenes()).scene(name),
    brand: async (target) => (await loadStudio()).apply(target),
    link: async (options) => (await loadStudio()).link(options),
  });
  if (demoLink) await (await loadStudio()).finishLink();
}
