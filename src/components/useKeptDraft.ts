import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { draftHasWork, withoutIds } from '../domain/draft';
import type { Draft, DraftSlot } from '../stores/KeptWork';
import { useStores } from '../stores/RootStore';

/** What an editor's store gives the draft keeper: its fields as plain data, and their return. */
export interface DraftTarget {
  toDraft(): Draft;
  restore(d: Draft | undefined): void;
}

/** The editor's draft as the keeper holds it: whether one came back, and how to throw it away. */
export interface KeptDraft {
  /** A draft came back (from a reload, or from before the server signed the account out): the note shows. */
  restored: boolean;
  /** Puts the editor back as it started and forgets the draft. */
  discard(): void;
  /** Hides the note, keeping the draft as it is. */
  dismiss(): void;
}

/**
 * The one draft keeper of every editor (basic and advanced video editing, AI audio, voice cloning's form): the account's
 * kept draft for `slot` goes back into the store as it is made (call `restoreInto` there), and from then on every
 * change is written under the account and the editor (KeptWork), so a reload, a crash or the server's sign-out loses
 * nothing typed. A draft with no work in it (src/domain/draft.ts) is not kept.
 */
export function useKeptDraft(slot: DraftSlot, store: DraftTarget, restored: boolean): KeptDraft {
  const root = useStores();
  const [blank] = useState(() => blankOf.get(store) ?? store.toDraft());
  const [shown, setShown] = useState(restored);
  const userId = root.session.userId;
  useEffect(() => root.work.offer(userId, slot, () => store.toDraft()), [root, userId, slot, store]);
  useEffect(
    () =>
      reaction(
        () => store.toDraft(),
        (draft) => root.work.save(userId, slot, draftHasWork(draft, blank) ? draft : undefined),
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    [root, userId, slot, store, blank],
  );
  return {
    restored: shown,
    discard: () => {
      store.restore(withoutIds(blank));
      root.work.save(userId, slot, undefined);
      setShown(false);
    },
    dismiss: () => setShown(false),
  };
}

/** Each store's fields as it was made, before its draft came back: what Discard returns to. */
const blankOf = new WeakMap<DraftTarget, Draft>();

/**
 * Puts `userId`'s kept draft of `slot` into a store being made; true when there was one with work in it. Call it where
 * the store is made, so the editor's first drawing already shows the draft.
 */
export function restoreInto(store: DraftTarget, kept: Draft | undefined): boolean {
  const blank = store.toDraft();
  blankOf.set(store, blank);
  if (!kept || !draftHasWork(kept, blank)) return false;
  store.restore(kept);
  return true;
}
