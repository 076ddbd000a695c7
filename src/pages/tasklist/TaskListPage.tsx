import { Button, Card, ControlGroup, DialogBody, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { fileNameFor } from '../../domain/fileName';
import { ConsoleDialog } from '../../components/ConsoleDialog';
import { VideoPlayer } from '../../components/VideoPlayer';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../../api/types';
import { toastError, toastSuccess } from '../../app/toaster';
import { LinkButton } from '../../components/LinkButton';
import { ListState } from '../../components/ListState';
import { type Column, ListTable } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { Pager, pageMoves } from '../../components/Pager';
import { useListPlace } from '../../components/useListPlace';
import { PlayDownloadButtons } from '../../components/PlayDownloadButtons';
import { formatTime, runAction } from '../../components/runAction';
import { canResubmit, isInFlight, isTaskStatus, TASK_STATUSES } from '../../domain/task';
import { useStores } from '../../stores/RootStore';
import { TaskListStore } from '../../stores/TaskListStore';
import { TaskStatusCell } from './TaskStatusCell';
import { WorkPoster } from './WorkPoster';
import '../assets.css';
import '../createtask/createtask.css';

/** Fetches the result and saves it; the storage may have dropped it, which is 'download failed'. */
async function download(task: TaskDto, failed: string): Promise<void> {
  try {
    if (!task.videoUrl) throw new Error('no url');
    const res = await fetch(task.videoUrl);
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    // Named for what the service sent: the demo makes WebM, a real service may send MP4.
    a.download = fileNameFor(task.name, blob.type.includes('webm') ? 'webm' : 'mp4', `video-${task.id}`);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    void toastError(failed);
  }
}

/**
 * My works: every task with its status, filtered by status and searched by name. Only a successful result still
 * kept (48 hours) can be played or downloaded; a task still running cannot be deleted.
 */
export default observer(function TaskListPage() {
  const root = useStores();
  const { dialog } = root;
  const { t, i18n } = useTranslation();
  const [store] = useState(() => new TaskListStore(root));
  const [playing, setPlaying] = useState<TaskDto | null>(null);

  const go = useListPlace(store);
  useEffect(() => () => store.dispose(), [store]);

  const rename = (task: TaskDto) =>
    dialog.open({
      mode: 'rename',
      initial: task.name,
      submit: (name) => store.rename(task, name).then(() => void toastSuccess(t('tasklist.renamed'))),
    });

  const remove = async (task: TaskDto) => {
    const ok = await dialog.confirm(
      t('tasklist.deleteTitle'),
      t('tasklist.deleteConfirm', { name: task.name }),
      'danger',
      t('common.delete'),
    );
    if (!ok) return;
    await runAction(() => store.remove(task), t('tasklist.deleted'));
  };

  const viewable = (task: TaskDto) => task.status === 'success' && !task.expired && !!task.videoUrl;

  const columns: Column<TaskDto>[] = [
    {
      id: 'name',
      header: t('tasklist.colName'),
      cell: (task) => (
        <span className="work-name">
          <WorkPoster task={task} />
          <span>
            {task.name}
            <small className="task-mode bp6-text-muted">{t(`tasklist.mode.${task.mode}`)}</small>
          </span>
        </span>
      ),
    },
    { id: 'model', header: t('tasklist.colModel'), cell: (task) => t(`createtask.model.${task.model}`) },
    { id: 'created', header: t('tasklist.colCreated'), cell: (task) => formatTime(task.createdAt, i18n.language) },
    {
      id: 'cost',
      header: t('tasklist.colCost'),
      cell: (task) => (
        <span>
          {task.cost}
          {task.refunded && <small className="task-mode bp6-text-muted">{t('tasklist.refunded')}</small>}
        </span>
      ),
    },
    { id: 'status', header: t('tasklist.colStatus'), cell: (task) => <TaskStatusCell task={task} /> },
  ];

  return (
    <div className="page">
      <PageHeader
        page="tasklist"
        actions={<LinkButton to="/createtask/basic" icon="add" intent="primary" text={t('tasklist.newVideo')} />}
      />
      <Card>
        <div className="task-toolbar">
          <HTMLSelect
            aria-label={t('tasklist.filter')}
            value={store.status}
            onChange={(e) => {
              const v = e.currentTarget.value;
              store.setStatus(isTaskStatus(v) ? v : '');
            }}
          >
            <option value="">{t('tasklist.allStatuses')}</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`tasklist.status.${s}`)}
              </option>
            ))}
          </HTMLSelect>
          <form
            aria-label={t('tasklist.search')}
            className="task-search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ q: store.search.trim(), page: 1 });
            }}
          >
            <ControlGroup fill>
              <InputGroup
                aria-label={t('tasklist.search')}
                placeholder={t('tasklist.search')}
                leftIcon="search"
                value={store.search}
                onChange={(e) => store.setSearch(e.currentTarget.value)}
              />
              <Button type="submit" text={t('tasklist.searchButton')} />
            </ControlGroup>
          </form>
          {store.polling && (
            <Tag minimal icon="refresh" intent="primary">
              {t('tasklist.autoRefresh')}
            </Tag>
          )}
        </div>
        <p className="bp6-text-muted">{t('tasklist.keptHint')}</p>
        <ListState
          list={store}
          searched={store.shown?.filter.name || Boolean(store.shown?.filter.status)}
          onClear={() => store.clearFilter()}
          empty={{
            icon: 'video',
            title: t('tasklist.empty'),
            description: t('tasklist.emptyHint'),
            action: <LinkButton to="/createtask/basic" icon="add" intent="primary" text={t('tasklist.makeVideo')} />,
          }}
        />
        {store.list.length > 0 && (
          <ListTable
            label={t('route.tasklist')}
            className="task-table"
            rows={store.list}
            columns={columns}
            rowKey={(task) => task.id}
            rowLabel={(task) => task.name}
            actionsHeader={t('tasklist.colActions')}
            actions={(task) => (
              <>
                <PlayDownloadButtons
                  playText={t('tasklist.view')}
                  downloadText={t('tasklist.download')}
                  canPlay={viewable(task)}
                  canDownload={task.status === 'success' && !task.expired}
                  onPlay={() => setPlaying(task)}
                  download={() => void download(task, t('tasklist.downloadFailed'))}
                />
                {canResubmit(task.status) && (
                  <LinkButton
                    icon="annotation"
                    intent="primary"
                    to={`/createtask/${task.mode}?resubmit=${encodeURIComponent(task.id)}`}
                    text={t('tasklist.resubmit')}
                  />
                )}
                <Button size="small" icon="edit" text={t('tasklist.rename')} onClick={() => rename(task)} />
                <Button
                  size="small"
                  icon="trash"
                  intent="danger"
                  text={t('common.delete')}
                  disabled={isInFlight(task.status)}
                  title={isInFlight(task.status) ? t('tasklist.cannotDelete') : undefined}
                  onClick={() => void remove(task)}
                />
              </>
            )}
          />
        )}
        <Pager page={store.pageNum} pages={store.pageCount} {...pageMoves(store, go)} />
      </Card>
      <ConsoleDialog
        isOpen={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing ? t('tasklist.playerTitle', { name: playing.name }) : ''}
        className="task-player-dialog"
      >
        <DialogBody>
          {playing?.videoUrl && (
            <VideoPlayer
              className={`task-player ${playing.orientation}`}
              src={playing.videoUrl}
              poster={playing.posterUrl || undefined}
              label={t('tasklist.player')}
            />
          )}
        </DialogBody>
      </ConsoleDialog>
    </div>
  );
});
