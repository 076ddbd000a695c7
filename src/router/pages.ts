import type { ComponentType } from 'react';
import type { PageKey } from './table';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route is first opened. */
export const PAGES: Record<PageKey, () => Promise<PageModule>> = {
  digital: () => import('../pages/digital/DigitalPage'),
  voiceclone: () => import('../pages/voiceclone/VoiceClonePage'),
  createtaskBasic: () => import('../pages/createtask/BasicPage'),
  createtaskSenior: () => import('../pages/createtask/SeniorPage'),
  aiaudio: () => import('../pages/aiaudio/AiAudioPage'),
  tasklist: () => import('../pages/tasklist/TaskListPage'),
  personal: () => import('../pages/personal/PersonalPage'),
  overview: () => import('../pages/usermanage/OverviewPage'),
  myClient: () => import('../pages/usermanage/MyClientPage'),
  proxyUser: () => import('../pages/usermanage/ProxyUserPage'),
  setPackage: () => import('../pages/usermanage/SetPackagePage'),
  bossAssistant: () => import('../pages/usermanage/BossAssistantPage'),
  proxyDetail: () => import('../pages/usermanage/ProxyDetailPage'),
  myClientDetail: () => import('../pages/usermanage/MyClientDetailPage'),
  createUser: () => import('../pages/usermanage/CreateUserPage'),
  createTiepai: () => import('../pages/usermanage/CreateTiepaiPage'),
};
