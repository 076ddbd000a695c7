import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl';
import type { SubmitFailure } from '../../stores/TaskFormStore';

/**
 * A refused Create video, said beside the button: what the service said, whether computing power was charged (from
 * the balance read again after it), and the next step. The editor keeps every choice, so trying again is one press.
 */
export function SubmitFailureNote({ failure }: { failure: SubmitFailure }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => numberFormat(i18n.language).format(v);
  const charged =
    failure.charged === null
      ? t('createtask.failedChargeUnknown')
      : failure.charged === 0
        ? t('createtask.failedNotCharged', { balance: n(failure.balance ?? 0) })
        : t('createtask.failedCharged', { power: n(failure.charged) });
  return (
    <Callout intent="danger" icon="error" role="alert" title={t('createtask.failedTitle')} className="task-failure">
      <p>{failure.message}</p>
      <p>{charged}</p>
      <p>{t('createtask.failedNext')}</p>
    </Callout>
  );
}
