import { Button, Card, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AvatarDto } from '../../api/types';
import { RenameDeleteButtons } from '../../components/RenameDeleteButtons';

interface Props {
  avatar: AvatarDto;
  onPreview: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One digital human: its first frame, name, orientation and status, and what can be done with it. */
export function AvatarCard({ avatar: a, onPreview, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const processing = a.status === 'processing';
  return (
    <Card className="avatar-card" aria-label={a.name}>
      <div className={`avatar-thumb ${a.orientation}`}>
        {a.videoUrl ? (
          <video src={`${a.videoUrl}#t=0.5`} muted preload="metadata" playsInline aria-hidden />
        ) : (
          <span className="avatar-missing">{t('digital.missing')}</span>
        )}
        {processing && (
          <div className="avatar-processing">
            <Spinner size={24} />
            <span>{t('digital.processingHint')}</span>
          </div>
        )}
      </div>
      <div className="avatar-info">
        <strong className="avatar-name">{a.name}</strong>
        <div className="avatar-tags">
          <Tag minimal>{t(a.orientation === 'vertical' ? 'digital.vertical' : 'digital.landscape')}</Tag>
          <Tag intent={processing ? 'warning' : 'success'} minimal>
            {t(processing ? 'digital.processing' : 'digital.ready')}
          </Tag>
        </div>
      </div>
      <div className="avatar-actions">
        <Button size="small" icon="video" text={t('digital.preview')} disabled={!a.videoUrl} onClick={onPreview} />
        <RenameDeleteButtons renameText={t('digital.rename')} onRename={onRename} onDelete={onDelete} />
      </div>
    </Card>
  );
}
