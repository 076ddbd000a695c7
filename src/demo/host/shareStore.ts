import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoLinkView } from '../../domain/demoLinks';
import { HostError, type HostApi, type LinkChoices, type NewLink, type OpeningView } from './hostApi';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Share panel's state: the seller's links, the choices a new one takes, a link's timeline, the last refusal. */
export class ShareStore {
  links: DemoLinkView[] = [];
  choices: LinkChoices | null = null;
  error = '';
  errorField = '';
  busy = false;
  timeline: { link: DemoLinkView; openings: OpeningView[] } | null = null;

  constructor(private readonly api: HostApi) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  private async run<T>(work: () => Promise<T>): Promise<T | null> {
    this.busy = true;
    this.error = '';
    this.errorField = '';
    try {
      return await work();
    } catch (e) {
      runInAction(() => {
        this.error = e instanceof Error ? e.message : String(e);
        this.errorField = e instanceof HostError ? (e.field ?? '') : '';
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async load(): Promise<void> {
    await this.run(async () => {
      const [links, choices] = await Promise.all([this.api.list(), this.choices ?? this.api.choices()]);
      runInAction(() => {
        this.links = links;
        this.choices = choices;
      });
    });
  }

  async create(link: NewLink): Promise<string | null> {
    const made = await this.run(() => this.api.create(link));
    if (made) await this.load();
    return made?.url ?? null;
  }

  async revoke(id: string): Promise<void> {
    if (await this.run(() => this.api.revoke(id))) await this.load();
  }

  /** A week more from now, or from the current expiry when that is later. */
  async extend(link: DemoLinkView): Promise<void> {
    const from = Math.max(Date.now(), link.expiresAt);
    if (await this.run(() => this.api.extend(link.id, from + 7 * DAY_MS))) await this.load();
  }

  /** A link's timeline; the list is read again with it (its openings and last view have moved on since). */
  async showTimeline(id: string): Promise<void> {
    const t = await this.run(() => this.api.events(id));
    void this.load();
    runInAction(() => {
      this.timeline = t;
    });
  }

  /** Starts one opening over from the link's state (the prospect's next visit by the link signs in again). */
  async resetOpening(id: string, n: number): Promise<void> {
    await this.run(() => this.api.resetOpening(id, n));
  }

  closeTimeline(): void {
    this.timeline = null;
  }

  csv(id: string): Promise<string | null> {
    return this.run(() => this.api.csv(id));
  }
}
