import type { ComponentType } from 'react';
import type { PageKey } from './table';

type PageModule = { default: ComponentType };

/**
 * The import's promise, kept once made. A page loaded ahead (src/router/prefetch.ts) then opens within the click's own
 * task: the browser answers a second import() of a loaded module in a task of its own, after a frame has been drawn.
 * A failed load is forgotten, so opening the page tries again.
 */
export function kept(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let made: Promise<PageModule> | undefined;
  return () => {
    made ??= load().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

/** Each page is its own chunk, loaded when its route is first opened (or ahead of it, src/router/prefetch.ts). */
export const PAGES: Record<PageKey, () => Promise<PageModule>> = {
  digital: kept(() => import('../pages/digital/DigitalPage')),
  voiceclone: kept(() => import('../pages/voiceclone/VoiceClonePage')),
  createtaskBasic: kept(() => import('../pages/createtask/BasicPage')),
  createtaskSenior: kept(() => import('../pages/createtask/SeniorPage')),
  aiaudio: kept(() => import('../pages/aiaudio/AiAudioPage')),
  tasklist: kept(() => import('../pages/tasklist/TaskListPage')),
  personal: kept(() => import('../pages/personal/PersonalPage')),
  overview: kept(() => import('../pages/usermanage/OverviewPage')),
  myClient: kept(() => import('../pages/usermanage/MyClientPage')),
  proxyUser: kept(() => import('../pages/usermanage/ProxyUserPage')),
  setPackage: kept(() => import('../pages/usermanage/SetPackagePage')),
  bossAssistant: kept(() => import('../pages/usermanage/BossAssistantPage')),
  proxyDetail: kept(() => import('../pages/usermanage/ProxyDetailPage')),
  myClientDetail: kept(() => import('../pages/usermanage/MyClientDetailPage')),
  createUser: kept(() => import('../pages/usermanage/CreateUserPage')),
  createTiepai: kept(() => import('../pages/usermanage/CreateTiepaiPage')),
};
