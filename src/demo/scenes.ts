import { i18n } from '../i18n';
import type { ConsoleControls, DemoApi } from '../../mirage/demoApi';
import { isSceneName, SCENE_NAMES } from '../../mirage/scenes';
import type { RootStore } from '../stores/RootStore';

/**
 * The demo scenes for people (the Demo drawer) and scripts (`window.__demo.scenes()` / `scene(name)`): the fake
 * server stages the scene's data (mirage/scenes), then the console signs in as its account, as a person would, and
 * opens its page. `scene` resolves once the page is drawn.
 */
export function sceneControls(
  demo: DemoApi,
  stores: RootStore,
  navigate: (to: string) => Promise<void>,
): Pick<ConsoleControls, 'scenes' | 'scene'> {
  return {
    scenes: async () => SCENE_NAMES.map((name) => ({ name, title: i18n.t(`scenes.${name}.title`) })),
    scene: async (name) => {
      if (!isSceneName(name)) throw new Error(`no scene ${String(name)}: ${SCENE_NAMES.join(', ')}`);
      // Atomic: the last world's session and every call of its pages end before the data starts over, and the new
      // account signs in before its page asks for anything. No sign-out call: the data it would end is replaced.
      stores.session.endWorld();
      const { account, page } = demo.stage(name);
      await stores.session.login({ mobilePhone: account, passWord: 'demo123' });
      // A scene changes the data, clock, account and page; the language on show stays.
      await stores.locale.keepShown();
      await navigate(page);
    },
  };
}
