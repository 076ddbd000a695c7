import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { runAction } from '../../components/runAction';
import { restoreInto, useKeptDraft } from '../../components/useKeptDraft';
import { readMediaInfo } from '../../lib/mediaInfo';
import { useStores } from '../../stores/RootStore';
import { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';

/**
 * The editor state of a video page (basic or advanced): its store, loaded on arrival and whose uploads stop on
 * leaving, and the form's messages per field. The account's draft (kept across a reload or the server's sign-out) comes back.
 * `?avatar=<id>` (Make a video on a digital human's card) chooses that digital human, also in an editor already open;
 * `?resubmit=<id>` (Edit and resubmit in My works) fills the editor with that work's choices and script.
 */
export function useTaskForm(senior: boolean) {
  const root = useStores();
  const slot = senior ? 'video.senior' : 'video.basic';
  const [params, setParams] = useSearchParams();
  const [made] = useState(() => {
    const s = new TaskFormStore(root, senior, readMediaInfo);
    return { s, restored: restoreInto(s, root.work.draftFor(root.session.userId, slot)) };
  });
  const store = made.s;
  const draft = useKeptDraft(slot, store, made.restored);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  useEffect(() => {
    void runAction(() => store.load());
    return () => store.dispose();
  }, [store]);
  const asked = params.get('avatar');
  useEffect(() => {
    if (!asked) return;
    void runAction(() => store.choose(asked));
    // The choice is made: a reload or a shared link of the editor does not make it again over a later one.
    setParams(
      (p) => {
        p.delete('avatar');
        return p;
      },
      { replace: true },
    );
  }, [asked, store, setParams]);
  // Edit and resubmit (My works): the work's choices and script, once; the address then no longer asks for it.
  const resubmit = params.get('resubmit');
  useEffect(() => {
    if (!resubmit) return;
    void runAction(() => store.resubmit(resubmit));
    setParams(
      (p) => {
        p.delete('resubmit');
        return p;
      },
      { replace: true },
    );
  }, [resubmit, store, setParams]);
  return { store, errors, setErrors, draft };
}
