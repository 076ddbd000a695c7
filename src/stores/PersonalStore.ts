import { makeAutoObservable, runInAction } from 'mobx';
import { getDataChangeLog } from '../api/changeLog';
import { getOrderListByUserId } from '../api/order';
import { getMembershipInfo, getPackageListForSale } from '../api/pkg';
import type { ChangeLogDto, MembershipDto, OrderDto, PackageDto, PaymentDto } from '../api/types';
import { queryInviteUrl } from '../api/user';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { LedgerStore } from './LedgerStore';
import { PaymentStore } from './PaymentStore';
import { ListLoader } from './ListLoader';
import type { SessionStore } from './SessionStore';
import { errorText } from '../lib/errorText';

/**
 * Reads one part of the first tab on its own: `done` keeps what came (and clears the part's error), `failed` keeps the
 * message of why not, so one part failing leaves the others shown.
 */
async function readPart<T>(read: () => Promise<T>, done: (v: T) => void, failed: (message: string) => void) {
  try {
    const v = await read();
    runInAction(() => done(v));
  } catch (e) {
    runInAction(() => failed(errorText(e)));
  }
}

/**
 * The personal page's data: membership and balance, the packages for sale, the invite link, the ledger, orders and
 * the change log, and the purchase in progress. A paid purchase refreshes all of them and the session's user, so
 * every number on every screen agrees without a reload.
 */
export class PersonalStore {
  membership: MembershipDto | null = null;
  membershipError = '';
  packages: PackageDto[] = [];
  packagesLoaded = false;
  packagesError = '';
  inviteUrl = '';
  inviteError = '';
  readonly ledger: LedgerStore;
  readonly orders: ListLoader<OrderDto>;
  readonly changes: ListLoader<ChangeLogDto>;
  readonly payment: PaymentStore;

  constructor(private readonly session: SessionStore) {
    const me = () => session.userId;
    this.ledger = new LedgerStore(me);
    this.orders = new ListLoader({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => getOrderListByUserId({ userId: me(), pageNum, pageSize }),
    });
    this.changes = new ListLoader({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => getDataChangeLog({ userId: me(), pageNum, pageSize }),
    });
    this.payment = new PaymentStore((p) => void this.afterPayment(p));
    makeAutoObservable<this, 'session'>(this, {
      session: false,
      ledger: false,
      orders: false,
      changes: false,
      payment: false,
    });
  }

  /** Everything the first tab shows; each part fails on its own with its message. */
  async load(): Promise<void> {
    await Promise.all([this.loadMembership(), this.loadPackages(), this.loadInvite()]);
  }

  loadMembership(): Promise<void> {
    return readPart(
      getMembershipInfo,
      (m) => {
        this.membership = m;
        this.membershipError = '';
      },
      (message) => (this.membershipError = message),
    );
  }

  loadPackages(): Promise<void> {
    return readPart(
      getPackageListForSale,
      (list) => {
        this.packages = list;
        this.packagesLoaded = true;
        this.packagesError = '';
      },
      (message) => (this.packagesError = message),
    );
  }

  loadInvite(): Promise<void> {
    return readPart(
      () => queryInviteUrl(this.session.userId),
      (url) => {
        this.inviteUrl = url;
        this.inviteError = '';
      },
      (message) => (this.inviteError = message),
    );
  }

  rename(name: string): Promise<void> {
    return this.session.rename(name);
  }

  /** After any end of a payment the order list changes; after 'paid' the balance, expiry and ledger too. */
  private async afterPayment(p: PaymentDto): Promise<void> {
    const tasks: Promise<unknown>[] = [this.orders.loaded ? this.orders.reload() : Promise.resolve()];
    if (p.state === 'paid') {
      tasks.push(
        this.loadMembership(),
        this.session.refreshUser().catch(() => undefined),
        this.ledger.records.loaded ? this.ledger.records.reload() : Promise.resolve(),
        this.changes.loaded ? this.changes.reload() : Promise.resolve(),
      );
    }
    await Promise.all(tasks);
  }

  dispose(): void {
    this.payment.stop();
  }
}
