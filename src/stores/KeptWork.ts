/**
 * Work kept for an account across a reload and a forced sign-out. Each editor on screen writes its draft as it changes
 * (src/components/useKeptDraft.ts), so a reload finds it. When the server ends a session (204, or the re-login box of
 * 50008/50012/50014), the person has not chosen to leave: the page they were on and the drafts of the editors then
 * on screen are written to the browser's storage, under their user id. Signing in again as the same account finds
 * them (each editor takes its own draft once, when it next starts); another account has its own key and finds none.
 * An explicit logout drops the account's kept work.
 */

/** What an editor keeps: plain data (text, choices), never a file being uploaded. */
export type Draft = Record<string, unknown>;

interface KeptRecord {
  /** The page shown when the session ended (a router path). */
  page?: string;
  drafts: Record<string, Draft>;
}

/** The draft slots of the editors (basic and advanced video editing, AI audio, voice cloning's form). */
export type DraftSlot = 'video.basic' | 'video.senior' | 'aiaudio' | 'voiceclone';

const PREFIX = 'console.keptWork.';

/** The page of each editor: closing or refreshing its tab drops its draft. */
export const DRAFT_PAGES: Readonly<Record<string, DraftSlot>> = {
  '/createtask/basic': 'video.basic',
  '/createtask/senior': 'video.senior',
  '/aiaudio/aiaudio': 'aiaudio',
  '/voiceclone/index': 'voiceclone',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class KeptWork {
  /** The editors on screen now, each able to say what its draft is. */
  private readonly live = new Map<DraftSlot, () => Draft>();
  /** Whom the server signed out last in this tab: the sign-in page's way back (?redirect=) is theirs alone. */
  private forcedOut = '';

  /** The browser's storage by default, reached when first needed (the sign-in page is also prerendered at build). */
  constructor(private readonly given?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  private get storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
    return this.given ?? localStorage;
  }

  /**
   * An editor on screen (its page committed) offers its draft, should the session end under it; from now on it is the
   * draft's only keeper, so `userId`'s stored one is let go. The returned function withdraws the offer.
   */
  offer(userId: string, slot: DraftSlot, draft: () => Draft): () => void {
    const record = this.read(userId);
    if (record?.drafts[slot]) {
      delete record.drafts[slot];
      this.write(userId, record);
    }
    this.live.set(slot, draft);
    return () => {
      if (this.live.get(slot) === draft) this.live.delete(slot);
    };
  }

  /** The server ended `userId`'s session: the page and every editor's draft on screen are kept for their return. */
  keep(userId: string, page: string): void {
    if (!userId) return;
    this.forcedOut = userId;
    const record = this.read(userId) ?? { drafts: {} };
    record.page = page;
    for (const [slot, draft] of this.live) {
      try {
        record.drafts[slot] = draft();
      } catch {
        // A draft that cannot be read is not kept; the others are.
      }
    }
    this.write(userId, record);
  }

  /**
   * Where `userId` goes after signing in: back to their kept page (taken once), else to the page the sign-in page was
   * asked to return to, unless the server signed out another account there (that page was theirs), else nowhere.
   */
  returnTo(userId: string, redirect: string | null): string | undefined {
    const kept = this.takePage(userId);
    const forcedOut = this.forcedOut;
    this.forcedOut = '';
    if (kept) return kept;
    return redirect && (!forcedOut || forcedOut === userId) ? redirect : undefined;
  }

  /** The page to go back to after `userId` signs in again, taken once. */
  takePage(userId: string): string | undefined {
    const record = this.read(userId);
    if (!record?.page) return undefined;
    const { page } = record;
    delete record.page;
    this.write(userId, record);
    return page;
  }

  /**
   * `userId`'s kept draft of an editor, for the editor being made. Only read: a page drawn and thrown away before it
   * shows (React may do that) must not lose it; the editor's offer, once it shows, lets it go.
   */
  draftFor(userId: string, slot: DraftSlot): Draft | undefined {
    return this.read(userId)?.drafts[slot];
  }

  /**
   * Writes `userId`'s draft of an editor as it is now (every change, so a reload or a crash finds it), or lets it go
   * when `draft` is undefined (nothing worth keeping, or discarded).
   */
  save(userId: string, slot: DraftSlot, draft: Draft | undefined): void {
    const record = this.read(userId) ?? { drafts: {} };
    if (draft) record.drafts[slot] = draft;
    else if (record.drafts[slot]) delete record.drafts[slot];
    else return;
    this.write(userId, record);
  }

  /** The person closed or refreshed an editor's tab: its draft goes with it. */
  dropPage(userId: string, path: string): void {
    const slot = DRAFT_PAGES[path];
    if (slot) this.save(userId, slot, undefined);
  }

  /** An explicit logout: nothing of the account is kept. */
  drop(userId: string): void {
    if (userId) this.storage.removeItem(PREFIX + userId);
  }

  private read(userId: string): KeptRecord | undefined {
    if (!userId) return undefined;
    try {
      const v: unknown = JSON.parse(this.storage.getItem(PREFIX + userId) ?? 'null');
      if (!isRecord(v) || !isRecord(v.drafts)) return undefined;
      const drafts: Record<string, Draft> = {};
      for (const [k, d] of Object.entries(v.drafts)) if (isRecord(d)) drafts[k] = d;
      return { page: typeof v.page === 'string' ? v.page : undefined, drafts };
    } catch {
      return undefined;
    }
  }

  private write(userId: string, record: KeptRecord): void {
    const empty = !record.page && Object.keys(record.drafts).length === 0;
    try {
      if (empty) this.storage.removeItem(PREFIX + userId);
      else this.storage.setItem(PREFIX + userId, JSON.stringify(record));
    } catch {
      // Storage full or refused: the work is not kept, and nothing else breaks.
    }
  }
}

/** Reads a string field of a kept draft (a draft from an older console may lack it). */
export const draftString = (d: Draft | undefined, key: string): string | undefined =>
  typeof d?.[key] === 'string' ? (d[key] as string) : undefined;

/** Reads a boolean field of a kept draft. */
export const draftBoolean = (d: Draft | undefined, key: string): boolean | undefined =>
  typeof d?.[key] === 'boolean' ? (d[key] as boolean) : undefined;

/** Reads a number field of a kept draft. */
export const draftNumber = (d: Draft | undefined, key: string): number | undefined =>
  typeof d?.[key] === 'number' && Number.isFinite(d[key]) ? (d[key] as number) : undefined;

/** Reads a field of a kept draft that must be one of `options`. */
export function draftChoice<T extends string>(d: Draft | undefined, key: string, options: readonly T[]): T | undefined {
  const v = d?.[key];
  return typeof v === 'string' && (options as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** Reads a nested draft (an editor's script). */
export const draftPart = (d: Draft | undefined, key: string): Draft | undefined => {
  const v = d?.[key];
  return isRecord(v) ? v : undefined;
};
