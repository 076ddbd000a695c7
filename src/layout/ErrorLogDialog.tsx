import { formatDateTime } from '../lib/intl';
import { Button, Classes, DialogBody, DialogFooter, NonIdealState, Tag } from '@blueprintjs/core';
import { ConsoleDialog } from '../components/ConsoleDialog';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ErrorKind } from '../stores/ErrorLogStore';
import { useStores } from '../stores/RootStore';

const KIND_KEY: Record<ErrorKind, 'shell.errorKindError' | 'shell.errorKindRejection' | 'shell.errorKindRender'> = {
  error: 'shell.errorKindError',
  rejection: 'shell.errorKindRejection',
  render: 'shell.errorKindRender',
};

/** The collected errors, newest first, with where and when each happened. */
export const ErrorLogDialog = observer(function ErrorLogDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { errorLog } = useStores();
  return (
    <ConsoleDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('shell.errorLog')}
      icon="error"
      className="error-log-dialog"
    >
      <DialogBody>
        {errorLog.count === 0 ? (
          <NonIdealState icon="tick-circle" title={t('shell.errorLogEmpty')} />
        ) : (
          <ol className="error-log-list">
            {errorLog.entries.map((e) => (
              <li key={e.id}>
                <div className="error-log-head">
                  <Tag intent="danger" minimal>
                    {t(KIND_KEY[e.kind])}
                  </Tag>
                  <time dateTime={new Date(e.time).toISOString()} className={Classes.TEXT_MUTED}>
                    {formatDateTime(e.time, i18n.language)}
                  </time>
                  <span className={Classes.TEXT_MUTED}>{t('shell.errorWhere', { path: e.where })}</span>
                </div>
                <strong className="error-log-message">{e.message}</strong>
                {e.stack && <pre className="error-log-stack">{e.stack}</pre>}
              </li>
            ))}
          </ol>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon="trash"
              text={t('shell.errorLogClear')}
              disabled={errorLog.count === 0}
              onClick={() => errorLog.clear()}
            />
            <Button text={t('common.close')} onClick={onClose} />
          </>
        }
      />
    </ConsoleDialog>
  );
});
