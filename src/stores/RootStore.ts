import { createContext, useContext } from 'react';
import { AppStore } from './AppStore';
import { BrandStore } from './BrandStore';
import { DialogStore } from './DialogStore';
import { ErrorLogStore } from './ErrorLogStore';
import { KeptWork } from './KeptWork';
import { LocaleStore } from './LocaleStore';
import { MembershipStore } from './MembershipStore';
import { AssetRecords } from './Records';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { TagsViewStore } from './TagsViewStore';
import { UiStore } from './UiStore';

/** Wires the stores; components reach it through `useStores()`, loaders and http hooks through the instance. */
export class RootStore {
  readonly session = new SessionStore();
  readonly brand = new BrandStore();
  readonly locale = new LocaleStore(this.session, this.brand.brand?.language);
  /** The signed-in person's membership, the one reading of it every view shows. */
  readonly membership = new MembershipStore(this.session);
  readonly ui = new UiStore();
  readonly dialog = new DialogStore();
  readonly app = new AppStore();
  readonly settings = new SettingsStore();
  readonly tagsView = new TagsViewStore(this.session);
  readonly errorLog = new ErrorLogStore();
  /** The page and drafts kept for an account the server signed out (src/stores/KeptWork.ts). */
  readonly work = new KeptWork();
  /** Digital humans and voices, one object per record, shared by their lists and the video editors. */
  readonly records = new AssetRecords();
  // Reseller management's stores are made with its pages (src/stores/useReseller.ts).

  constructor() {
    // A tab closed or refreshed on purpose starts afresh: its editor's draft is dropped too.
    this.tagsView.onPageDropped = (path) => this.work.dropPage(this.session.userId, path);
    // Signing out on purpose leaves nothing of the account behind.
    this.session.onEnd((end) => {
      if (end.how === 'logout') this.work.drop(end.userId);
      this.records.clear();
      // A payment waiting was the account's: the next one is not offered it.
      this.ui.clearPaymentWaiting();
    });
  }
}

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const s = useContext(StoresContext);
  if (!s) throw new Error('useStores() outside <StoresContext>');
  return s;
}
