import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { escapeRegExp } from '../../lib/escapeRegExp';
import type { TaskFormStore } from '../../stores/TaskFormStore';

/**
 * Edit and resubmit of a work refused for its text: the banned words it was refused for, and the script with each of
 * them marked where it stands, until the person has changed them all.
 */
export const FlaggedWords = observer(function FlaggedWords({ store }: { store: TaskFormStore }) {
  const { t } = useTranslation();
  const words = store.flaggedLeft;
  if (words.length === 0) return null;
  const text = store.script.text;
  const parts = text.split(new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi'));
  const flagged = (p: string) => words.some((w) => w.toLowerCase() === p.toLowerCase());
  return (
    <Callout intent="warning" icon="warning-sign" title={t('createtask.flaggedTitle')} className="task-flagged">
      <p>
        {t('createtask.flaggedHint')}{' '}
        {words.map((w) => (
          <mark key={w}>{w}</mark>
        ))}
      </p>
      {text && (
        <p className="task-flagged-text">
          {parts.map((p, i) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
            flagged(p) ? <mark key={i}>{p}</mark> : <span key={i}>{p}</span>,
          )}
        </p>
      )}
    </Callout>
  );
});
