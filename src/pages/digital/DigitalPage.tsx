import { Button, DialogBody } from '@blueprintjs/core';
import { ConsoleDialog } from '../../components/ConsoleDialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AvatarDto } from '../../api/types';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { VideoPlayer } from '../../components/VideoPlayer';
import { runAction } from '../../components/runAction';
import { useListPlace } from '../../components/useListPlace';
import { DigitalStore } from '../../stores/DigitalStore';
import { useStores } from '../../stores/RootStore';
import { AvatarCard } from './AvatarCard';
import { CreateAvatarDialog } from './CreateAvatarDialog';
import '../assets.css';

/** My digital humans: the grid, creation from a video, preview, rename and delete. */
export default observer(function DigitalPage() {
  const { t } = useTranslation();
  const root = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new DigitalStore(root));
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<AvatarDto | null>(null);

  const go = useListPlace(store);
  useEffect(() => () => store.dispose(), [store]);

  const remove = async (a: AvatarDto) => {
    const ok = await root.dialog.confirm(
      t('digital.deleteTitle'),
      t('digital.deleteConfirm', { name: a.name }),
      'danger',
      t('common.delete'),
    );
    if (ok) await runAction(() => store.remove(a), t('digital.deleted'));
  };

  return (
    <div className="page">
      <PageHeader
        page="digital"
        actions={<Button intent="primary" icon="add" text={t('digital.create')} onClick={() => setCreating(true)} />}
      />
      <ListState
        list={store}
        empty={{
          icon: 'person',
          title: t('digital.empty'),
          description: t('digital.emptyHint'),
          action: <Button intent="primary" icon="add" text={t('digital.create')} onClick={() => setCreating(true)} />,
        }}
      />
      {store.list.length > 0 && (
        <>
          <p className="asset-total">{t('digital.total', { count: store.total })}</p>
          <ul className="avatar-grid" aria-label={t('route.digital')}>
            {store.list.map((a) => (
              <li key={a.id}>
                <AvatarCard
                  avatar={a}
                  onPreview={() => setPreview(a)}
                  onMakeVideo={() => navigate(`/createtask/basic?avatar=${encodeURIComponent(a.id)}`)}
                  onRename={() =>
                    void runAction(
                      () => store.rename(a, t('digital.rename')),
                      (done) => (done ? t('digital.renamed') : ''),
                    )
                  }
                  onDelete={() => void remove(a)}
                />
              </li>
            ))}
          </ul>
          <Pager page={store.pageNum} pages={store.pageCount} onChange={(page) => go({ page })} />
        </>
      )}
      <CreateAvatarDialog store={store} isOpen={creating} onClose={() => setCreating(false)} />
      <ConsoleDialog
        isOpen={preview !== null}
        onClose={() => setPreview(null)}
        title={preview ? t('digital.previewOf', { name: preview.name }) : ''}
        className="asset-dialog"
      >
        <DialogBody>
          {preview && (
            // The console's player, its controls under the picture: the browser's own would cover the clip's foot.
            <VideoPlayer
              className="avatar-preview"
              src={preview.videoUrl}
              poster={preview.posterUrl || undefined}
              label={t('digital.previewOf', { name: preview.name })}
              loop
            />
          )}
        </DialogBody>
      </ConsoleDialog>
    </div>
  );
});
