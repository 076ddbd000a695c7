import { ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VoiceDto } from '../../api/types';
import { BlockedButton } from '../../components/BlockedButton';
import { useTick } from '../../components/useTick';
import { trainingProgress } from '../../domain/assets';
import { serverNow } from '../../lib/now';
import { voiceBlock } from '../../stores/VoiceStore';
import { RenameDeleteButtons } from '../../components/RenameDeleteButtons';
import { formatTime } from '../../components/runAction';

interface Props {
  voice: VoiceDto;
  showAudition: boolean;
  onUse: () => void;
  onAudition: () => void;
  onRename: () => void;
  onDelete: () => void;
  onBuy: () => void;
}

const STATUS_INTENT = { pending: 'warning', done: 'success', failed: 'danger' } as const;

/**
 * One voice model. While it trains, Use, Listen and Buy are shown disabled with the reason on hover and focus, and
 * the status shows how far training has come (on the server clock).
 */
export function VoiceRow({ voice: v, showAudition, onUse, onAudition, onRename, onDelete, onBuy }: Props) {
  const { t, i18n } = useTranslation();
  const block = voiceBlock(v);
  const reason = block && t(block);
  return (
    <tr aria-label={v.name}>
      <td>{v.name}</td>
      <td>{t(v.version === 'hifi' ? 'voice.hifi' : 'voice.basic')}</td>
      <td>
        <Tag minimal intent={STATUS_INTENT[v.status]}>
          {t(`voice.${v.status}`)}
        </Tag>
        {v.status === 'pending' && <TrainingProgress voice={v} />}
      </td>
      <td>
        <Tag minimal intent={v.purchased ? 'primary' : 'none'}>
          {t(v.purchased ? 'voice.purchased' : 'voice.free')}
        </Tag>
      </td>
      <td>{formatTime(v.createdAt, i18n.language)}</td>
      <td>
        <div className="asset-actions">
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
        </div>
      </td>
    </tr>
  );
}

/** How far a voice's training has come, redrawn each second: a bar and its percentage. */
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
      <ProgressBar value={share} intent="warning" animate={false} stripes={false} />
      <span>{t('voice.trainingPercent', { percent })}</span>
    </div>
  );
}
