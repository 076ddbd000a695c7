import { Button, Callout, type IconName, NonIdealState, Spinner } from '@blueprintjs/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type JSX, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/RootStore';
import './listState.css';

/** What ListState reads of a list (a ListLoader, or a store shaped like one). */
export interface ListStatus {
  loading: boolean;
  loaded: boolean;
  error: string;
  list: readonly unknown[];
  /** Reads the page and filter asked for again: Retry; quietly, keeping the rows shown until it answers. */
  load(quiet?: boolean): Promise<unknown>;
}

/** What the list shows when it holds nothing yet: what would be there, and the action that makes the first one. */
export interface EmptyState {
  icon: IconName;
  title: string;
  description?: ReactNode;
  action?: JSX.Element;
}

interface Props {
  list: ListStatus;
  empty: EmptyState;
  /**
   * The search or filter of the rows shown, when there is one: no rows is then 'no match', with `onClear`. A string
   * is said back ('Nothing matches "wang"'); true is a filter with no words (a status picked).
   */
  searched?: string | boolean;
  onClear?: () => void;
}

/**
 * The states of every list other than its rows, one way everywhere: the first load's spinner; a failure in plain words
 * with Retry (over the page, or above rows still shown); 'no match' with Clear search; and 'nothing yet' with the
 * action that makes the first one. Draws nothing while rows are shown and all is well.
 */
export const ListState = observer(function ListState({ list, empty, searched, onClear }: Props) {
  const { t } = useTranslation();
  const { locale } = useStores();
  // What a list answers can be in the language it was asked in (the demo's seeded names, the service's own wording):
  // a list on screen is read again, quietly, when the person switches the language.
  useEffect(
    () =>
      reaction(
        () => locale.language,
        () => void list.load(true),
      ),
    [list, locale],
  );
  const failure = useRef<HTMLDivElement>(null);
  // A failure below the fold (AI audio's list under its form; a warning toast says only the service's words) is
  // brought into view with its Retry, unless the person is typing somewhere: what failed and what to do are in sight.
  useEffect(() => {
    if (!list.error) return;
    const box = failure.current;
    const typing = document.activeElement?.matches('input, textarea, select, [contenteditable="true"]');
    if (box && !typing && box.getBoundingClientRect().bottom > window.innerHeight)
      box.scrollIntoView({ block: 'nearest' });
  }, [list.error]);
  const retry = <Button icon="refresh" intent="primary" text={t('common.retry')} onClick={() => void list.load()} />;
  if (list.error && list.list.length > 0)
    return (
      <div ref={failure}>
        <Callout className="list-state-callout" intent="danger" role="alert" title={t('list.loadFailed')}>
          <p>{list.error}</p>
          {retry}
        </Callout>
      </div>
    );
  if (list.error)
    return (
      <div ref={failure} className="list-state" role="alert">
        <NonIdealState icon="offline" title={t('list.loadFailed')} description={list.error} action={retry} />
      </div>
    );
  if (list.list.length > 0) return null;
  if (!list.loaded || list.loading)
    return list.loading ? (
      <div className="list-state">
        <Spinner aria-label={t('common.loading')} />
      </div>
    ) : null;
  if (searched)
    return (
      <div className="list-state">
        <NonIdealState
          icon="search"
          title={typeof searched === 'string' ? t('list.noMatch', { query: searched }) : t('list.noMatchFilter')}
          description={t('list.noMatchHint')}
          action={
            onClear && (
              <Button
                icon="cross"
                text={t(typeof searched === 'string' ? 'list.clearSearch' : 'list.clearFilter')}
                onClick={onClear}
              />
            )
          }
        />
      </div>
    );
  return (
    <div className="list-state">
      <NonIdealState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />
    </div>
  );
});
