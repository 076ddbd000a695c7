import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VoiceDto } from '../../api/types';
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
 * One voice model. Its buttons stay clickable while it trains, so a click can say why it must wait (a disabled
 * button says nothing).
 */
export function VoiceRow({ voice: v, showAudition, onUse, onAudition, onRename, onDelete, onBuy }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <tr aria-label={v.name}>
      <td>{v.name}</td>
      <td>{t(v.version === 'hifi' ? 'voice.hifi' : 'voice.basic')}</td>
      <td>
        <Tag minimal intent={STATUS_INTENT[v.status]}>
          {t(`voice.${v.status}`)}
        </Tag>
      </td>
      <td>
        <Tag minimal intent={v.purchased ? 'primary' : 'none'}>
          {t(v.purchased ? 'voice.purchased' : 'voice.free')}
        </Tag>
      </td>
      <td>{formatTime(v.createdAt, i18n.language)}</td>
      <td>
        <div className="asset-actions">
          <Button size="small" icon="tick" text={t('voice.use')} onClick={onUse} />
          {showAudition && <Button size="small" icon="play" text={t('voice.audition')} onClick={onAudition} />}
          {!v.purchased && (
            <Button size="small" icon="shopping-cart" intent="primary" text={t('voice.buy')} onClick={onBuy} />
          )}
          <RenameDeleteButtons renameText={t('voice.rename')} onRename={onRename} onDelete={onDelete} />
        </div>
      </td>
    </tr>
  );
}
