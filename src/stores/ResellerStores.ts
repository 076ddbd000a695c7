import { AssistantStore } from './AssistantStore';
import { ClientCreateStore } from './ClientCreateStore';
import { PersonListStore } from './ClientListStore';
import { OverviewStore } from './OverviewStore';
import { PackageStore } from './PackageStore';

/** Reseller management's stores (/usermanage): the overview, the two lists, packages, boss assistants, the creator. */
export class ResellerStores {
  readonly overview = new OverviewStore();
  readonly clients = new PersonListStore('clients');
  readonly agents = new PersonListStore('agents');
  readonly packages = new PackageStore();
  readonly assistants = new AssistantStore();
  readonly creator = new ClientCreateStore();

  /** Another person may sign in next in this tab: nothing of the last one's lists may show. */
  reset(): void {
    this.overview.reset();
    this.clients.reset();
    this.agents.reset();
    this.packages.reset();
    this.assistants.reset();
  }
}
