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

  async loadMembership(): Promise<void> {
    try {
      const m = await getMembershipInfo();
      runInAction(() => {
        this.membership = m;
        this.membershipError = '';
      });
    } catch (e) {
      runInAction(() => (this.membershipError = errorText(e)));
    }
  }

  async loadPackages(): Promise<void> {
    try {
      const list = await getPackageListForSale();
      runInAction(() => {
        this.packages = list;
        this.packagesLoaded = true;
        this.packagesError = '';
      });
    } catch (e) {
      runInAction(() => (this.packagesError = errorText(e)));
    }
  }

  async loadInvite(): Promise<void> {
    try {
      const url = await queryInviteUrl(this.session.userId);
      runInAction(() => {
        this.inviteUrl = url;
        this.inviteError = '';
      });
    } catch (e) {
      runInAction(() => (this.inviteError = errorText(e)));
    }
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
