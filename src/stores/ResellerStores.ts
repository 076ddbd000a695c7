import { AssistantStore } from './AssistantStore';
import { ClientCreateStore } from './ClientCreateStore';
import { PersonListStore } from './ClientListStore';
import { OverviewStore } from './OverviewStore';
import { PackageStore } from './PackageStore';
import { personRecords } from './Records';

/** Reseller management's stores (/usermanage): the overview, the two lists, packages, boss assistants, the creator. */
export class ResellerStores {
  readonly overview = new OverviewStore();
  /** The people both lists and the details pages show, one object each (Records.ts). */
  readonly people = personRecords();
  readonly clients = new PersonListStore('clients', this.people);
  readonly agents = new PersonListStore('agents', this.people);
  readonly packages = new PackageStore();
  readonly assistants = new AssistantStore();
  readonly creator = new ClientCreateStore();

  /** Another person may sign in next in this tab: nothing of the last one's lists may show. */
  reset(): void {
    this.overview.reset();
    this.people.clear();
    this.clients.reset();
    this.agents.reset();
    this.packages.reset();
    this.assistants.reset();
  }
}
