import { useEffect, useState } from 'react';
import { runAction } from '../../components/runAction';
import { readMediaInfo } from '../../lib/mediaInfo';
import { useStores } from '../../stores/RootStore';
import { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';

/**
 * The editor state of a video page (basic or advanced): its store, loaded on arrival and whose uploads stop on
 * leaving, and the form's messages per field.
 */
export function useTaskForm(senior: boolean) {
  const root = useStores();
  const [store] = useState(() => new TaskFormStore(root, senior, readMediaInfo));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  useEffect(() => {
    void runAction(() => store.load());
    return () => store.dispose();
  }, [store]);
  return { store, errors, setErrors };
}
