import { i18n } from '../i18n';
import type { DemoApi } from '../../mirage/demoApi';
import { isSceneName, SCENE_NAMES } from '../../mirage/scenes';
import type { RootStore } from '../stores/RootStore';

/**
 * The demo scenes for people (the Demo drawer) and scripts (`window.__demo.scenes()` / `scene(name)`): the fake
 * server stages the scene's data (mirage/scenes), then the console signs in as its account, as a person would, and
 * opens its page. `scene` resolves once the page is drawn.
 */
export async function installScenes(
  demo: DemoApi,
  stores: RootStore,
  navigate: (to: string) => Promise<void>,
): Promise<void> {
  demo.scenes = () => SCENE_NAMES.map((name) => ({ name, title: i18n.t(`scenes.${name}.title`) }));
  demo.scene = async (name) => {
    if (!isSceneName(name)) throw new Error(`no scene ${String(name)}: ${SCENE_NAMES.join(', ')}`);
    if (stores.session.signedIn) await stores.session.logout().catch(() => stores.session.resetToken());
    const { account, page } = demo.stage(name);
    await stores.session.login({ mobilePhone: account, passWord: 'demo123' });
    await stores.locale.followUser();
    await navigate(page);
  };
}
