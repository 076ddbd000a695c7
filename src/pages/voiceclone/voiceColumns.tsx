import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VoiceDto } from '../../api/types';
import { BlockedButton } from '../../components/BlockedButton';
import type { Column } from '../../components/ListTable';
import { RenameDeleteButtons } from '../../components/RenameDeleteButtons';
import { formatTime } from '../../components/runAction';
import { useTick } from '../../components/useTick';
import { trainingProgress } from '../../domain/assets';
import { serverNow } from '../../lib/now';
import { voiceBlock } from '../../stores/VoiceStore';

const STATUS_INTENT = { pending: 'warning', done: 'success', failed: 'danger' } as const;

/** The voice list's columns: name, version, training status (with its progress), timbre and when it was made. */
export function useVoiceColumns(): Column<VoiceDto>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'name', header: t('voice.colName'), cell: (v) => v.name },
    {
      id: 'version',
      header: t('voice.colVersion'),
      cell: (v) => t(v.version === 'hifi' ? 'voice.hifi' : 'voice.basic'),
    },
    {
      id: 'status',
      header: t('voice.colStatus'),
      cell: (v) => (
        <>
          <Tag minimal intent={STATUS_INTENT[v.status]}>
            {t(`voice.${v.status}`)}
          </Tag>
          {v.status === 'pending' && <TrainingProgress voice={v} />}
          {v.status === 'failed' && v.failReason && <small className="task-reason">{v.failReason}</small>}
        </>
      ),
    },
    {
      id: 'timbre',
      header: t('voice.colTimbre'),
      cell: (v) => (
        <Tag minimal intent={v.purchased ? 'primary' : 'none'}>
          {t(v.purchased ? 'voice.purchased' : 'voice.free')}
        </Tag>
      ),
    },
    { id: 'created', header: t('voice.colCreated'), cell: (v) => formatTime(v.createdAt, i18n.language) },
  ];
}

interface ActionsProps {
  voice: VoiceDto;
  showAudition: boolean;
  onUse: () => void;
  onAudition: () => void;
  onRename: () => void;
  onDelete: () => void;
  onBuy: () => void;
  onRetrain: () => void;
}

/**
 * What a voice model can do. While it trains, Use, Listen and Buy are shown disabled with the reason on hover and
 * focus.
 */
export function VoiceActions({
  voice: v,
  showAudition,
  onUse,
  onAudition,
  onRename,
  onDelete,
  onBuy,
  onRetrain,
}: ActionsProps) {
  const { t } = useTranslation();
  const block = voiceBlock(v);
  const reason = block && t(block);
  return (
    <>
      {/* A failed voice's next step comes first: train it again on a new sample. */}
      {v.status === 'failed' && (
        <Button size="small" icon="refresh" intent="primary" text={t('voice.retrain')} onClick={onRetrain} />
      )}
      <BlockedButton reason={reason} size="small" icon="tick" text={t('voice.use')} onClick={onUse} />
      {showAudition && (
        <BlockedButton reason={reason} size="small" icon="play" text={t('voice.audition')} onClick={onAudition} />
      )}
      {!v.purchased && (
        <BlockedButton
          reason={reason}
          size="small"
          icon="shopping-cart"
          intent="primary"
          text={t('voice.buy')}
          onClick={onBuy}
        />
      )}
      <RenameDeleteButtons renameText={t('voice.rename')} onRename={onRename} onDelete={onDelete} />
    </>
  );
}

/** How far a voice's training has come, redrawn each second (on the server clock): a bar and its percentage. */
function TrainingProgress({ voice }: { voice: VoiceDto }) {
  const { t } = useTranslation();
  useTick(true);
  const share = trainingProgress(voice, serverNow());
  const percent = Math.floor(share * 100);
  return (
    <div
      className="voice-training"
      role="progressbar"
      aria-label={t('voice.trainingLabel', { name: voice.name })}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      {/* The bar is drawn only: the named progressbar around it is what assistive technology reads. */}
      <ProgressBar value={share} intent="primary" animate={false} stripes={false} aria-hidden />
      <span>{t('voice.trainingPercent', { percent })}</span>
    </div>
  );
}
