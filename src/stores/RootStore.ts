import { createContext, useContext } from 'react';
import { AppStore } from './AppStore';
import { AssistantStore } from './AssistantStore';
import { BrandStore } from './BrandStore';
import { ClientCreateStore } from './ClientCreateStore';
import { PersonListStore } from './ClientListStore';
import { DialogStore } from './DialogStore';
import { ErrorLogStore } from './ErrorLogStore';
import { LocaleStore } from './LocaleStore';
import { OverviewStore } from './OverviewStore';
import { PackageStore } from './PackageStore';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { TagsViewStore } from './TagsViewStore';
import { UiStore } from './UiStore';

/** Wires the stores; components reach it through `useStores()`, loaders and http hooks through the instance. */
export class RootStore {
  readonly session = new SessionStore();
  readonly brand = new BrandStore();
  readonly locale = new LocaleStore(this.session, this.brand.brand?.language);
  readonly ui = new UiStore();
  readonly dialog = new DialogStore();
  readonly app = new AppStore();
  readonly settings = new SettingsStore();
  readonly tagsView = new TagsViewStore(this.session);
  readonly errorLog = new ErrorLogStore();
  /* Reseller management (/usermanage). */
  readonly overview = new OverviewStore();
  readonly clients = new PersonListStore('clients');
  readonly agents = new PersonListStore('agents');
  readonly packages = new PackageStore();
  readonly assistants = new AssistantStore();
  readonly creator = new ClientCreateStore();

  constructor() {
    // Another person may sign in next in this tab: nothing of the last one's lists may show.
    this.session.onEnd(() => {
      this.overview.reset();
      this.clients.reset();
      this.agents.reset();
      this.packages.reset();
      this.assistants.reset();
    });
  }
}

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const s = useContext(StoresContext);
  if (!s) throw new Error('useStores() outside <StoresContext>');
  return s;
}
