import { type Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../../api/types';
import { formatTime } from '../../components/runAction';
import type { TaskStatus } from '../../domain/task';

const INTENT: Record<TaskStatus, Intent> = {
  waiting: 'none',
  queued: 'primary',
  editing: 'primary',
  success: 'success',
  editFailed: 'danger',
  queueFailed: 'danger',
  textIllegal: 'warning',
  audioIllegal: 'warning',
  imageIllegal: 'warning',
  videoIllegal: 'warning',
};

/** A task's status: a tag, the queue place or edit progress while it runs, the reason when it failed or was refused. */
export function TaskStatusCell({ task }: { task: TaskDto }) {
  const { t, i18n } = useTranslation();
  const s = task.status;
  return (
    <div className="task-status">
      <Tag minimal intent={task.expired ? 'none' : INTENT[s]}>
        {task.expired ? t('tasklist.expired') : t(`tasklist.status.${s}`)}
      </Tag>
      {s === 'queued' && task.queuePosition > 0 && (
        <small className="bp6-text-muted">{t('tasklist.queuePosition', { n: task.queuePosition })}</small>
      )}
      {s === 'editing' && (
        <div role="status">
          <ProgressBar
            value={task.progress}
            intent="primary"
            aria-label={t('tasklist.progress', { percent: Math.round(task.progress * 100) })}
          />
          <small>{t('tasklist.progress', { percent: Math.round(task.progress * 100) })}</small>
        </div>
      )}
      {task.reason && <small className="task-reason">{task.reason}</small>}
      {s === 'success' && !task.expired && (
        <small className="bp6-text-muted">
          {t('tasklist.keptUntil', { time: formatTime(task.expiresAt, i18n.language) })}
        </small>
      )}
      {task.expired && <small className="bp6-text-muted">{t('tasklist.expiredHint')}</small>}
    </div>
  );
}
