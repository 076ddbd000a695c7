import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VoiceDto } from '../../api/types';
import { toastWarning } from '../../app/toaster';
import { AudioPlayer } from '../../components/AudioPlayer';
import { ListState } from '../../components/ListState';
import { ListTable } from '../../components/ListTable';
import { DraftNote } from '../../components/DraftNote';
import { restoreInto, useKeptDraft } from '../../components/useKeptDraft';
import { PageHeader } from '../../components/PageHeader';
import { Pager, pageMoves } from '../../components/Pager';
import { runAction } from '../../components/runAction';
import { useListPlace } from '../../components/useListPlace';
import { TIMBRE_PRICE } from '../../domain/power';
import { useStores } from '../../stores/RootStore';
import { voiceBlock, VoiceStore } from '../../stores/VoiceStore';
import { CreateVoiceDialog } from './CreateVoiceDialog';
import { RetrainVoiceDialog } from './RetrainVoiceDialog';
import { useVoiceColumns, VoiceActions } from './voiceColumns';
import '../assets.css';

/** Voice cloning: the voice models, cloning from a sample, and what a trained voice can do. */
export default observer(function VoiceClonePage() {
  const { t } = useTranslation();
  const root = useStores();
  const navigate = useNavigate();
  const [retraining, setRetraining] = useState<VoiceDto | null>(null);
  const [made] = useState(() => {
    const s = new VoiceStore(root);
    // The cloning form kept across a reload or the server's sign-out comes back.
    return { s, restored: restoreInto(s, root.work.draftFor(root.session.userId, 'voiceclone')) };
  });
  const store = made.s;
  const draft = useKeptDraft('voiceclone', store, made.restored);
  const showAudition = root.brand.brand?.showAudition ?? true;
  const columns = useVoiceColumns();

  const go = useListPlace(store);
  useEffect(() => () => store.dispose(), [store]);

  /** Runs an operation only on a voice whose training allows it; otherwise says why. */
  const guarded = (v: VoiceDto, allowFailed: boolean, fn: () => unknown) => {
    const block = voiceBlock(v, allowFailed);
    if (block) return void toastWarning(t(block), 4000);
    void fn();
  };

  const remove = async (v: VoiceDto) => {
    const ok = await root.dialog.confirm(
      t('voice.deleteTitle'),
      t('voice.deleteConfirm', { name: v.name }),
      'danger',
      t('common.delete'),
    );
    if (ok) await runAction(() => store.remove(v), t('voice.deleted'));
  };

  const buy = (v: VoiceDto) =>
    runAction(
      () =>
        store.buy(v, {
          title: t('voice.buyTitle'),
          message: (balance) => t('voice.buyConfirm', { name: v.name, price: TIMBRE_PRICE, balance }),
          shortMessage: t('voice.powerShort'),
        }),
      (bought) => (bought ? t('voice.bought', { price: TIMBRE_PRICE }) : ''),
    );

  return (
    <div className="page">
      <PageHeader
        page="voiceclone"
        actions={
          <Button intent="primary" icon="add" text={t('voice.create')} onClick={() => store.setFormOpen(true)} />
        }
      />
      <DraftNote draft={draft} />
      {store.auditionUrl && (
        <AudioPlayer
          caption={t('voice.auditioning', { name: store.list.find((v) => v.id === store.auditionOf)?.name ?? '' })}
          src={store.auditionUrl}
          label={t('voice.audition')}
          onClose={() => store.stopAudition()}
        />
      )}
      <ListState
        list={store}
        empty={{
          icon: 'microphone',
          title: t('voice.empty'),
          description: t('voice.emptyHint'),
          action: (
            <Button intent="primary" icon="add" text={t('voice.create')} onClick={() => store.setFormOpen(true)} />
          ),
        }}
      />
      {store.list.length > 0 && (
        <>
          <p className="asset-total">{t('voice.total', { count: store.total })}</p>
          <div className="asset-table-wrap">
            <ListTable
              rows={store.list}
              label={t('route.voiceclone')}
              columns={columns}
              rowKey={(v) => v.id}
              rowLabel={(v) => v.name}
              actionsHeader={t('voice.colActions')}
              actions={(v) => (
                <VoiceActions
                  voice={v}
                  showAudition={showAudition}
                  onUse={() => guarded(v, false, () => navigate(`/aiaudio/aiaudio?voice=${encodeURIComponent(v.id)}`))}
                  onAudition={() =>
                    guarded(v, false, async () => {
                      await runAction(() => store.audition(v));
                      // An upload made in a test tab that was since reloaded: its bytes are gone.
                      if (store.auditionOf === v.id && !store.auditionUrl) void toastWarning(t('voice.missing'));
                    })
                  }
                  onRename={() =>
                    guarded(v, true, () =>
                      runAction(
                        () => store.rename(v, t('voice.rename')),
                        (done) => (done ? t('voice.renamed') : ''),
                      ),
                    )
                  }
                  onDelete={() => guarded(v, true, () => remove(v))}
                  onBuy={() => guarded(v, false, () => buy(v))}
                  onRetrain={() => setRetraining(v)}
                />
              )}
            />
          </div>
          <Pager page={store.pageNum} pages={store.pageCount} {...pageMoves(store, go)} />
        </>
      )}
      <CreateVoiceDialog store={store} isOpen={store.formOpen} onClose={() => store.setFormOpen(false)} />
      <RetrainVoiceDialog store={store} voice={retraining} onClose={() => setRetraining(null)} />
    </div>
  );
});
