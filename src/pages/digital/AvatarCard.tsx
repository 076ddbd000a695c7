import { Button, Card, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AvatarDto } from '../../api/types';
import { RenameDeleteButtons } from '../../components/RenameDeleteButtons';
import { Portrait } from './Portrait';

interface Props {
  avatar: AvatarDto;
  onPreview: () => void;
  /** Opens the basic editor with this digital human chosen. */
  onMakeVideo: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One digital human: its face, name, orientation and status, and what can be done with it. */
export function AvatarCard({ avatar: a, onPreview, onMakeVideo, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const processing = a.status === 'processing';
  return (
    <Card className="avatar-card" aria-label={a.name}>
      <div className={`avatar-thumb ${a.orientation}`}>
        <Portrait src={a.posterUrl} name={a.name} label={t('digital.portraitOf', { name: a.name })} />
        {!a.videoUrl && <span className="avatar-missing">{t('digital.missing')}</span>}
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
        <Button
          size="small"
          intent="primary"
          icon="mobile-video"
          text={t('digital.makeVideo')}
          disabled={processing}
          title={processing ? t('digital.processingHint') : undefined}
          onClick={onMakeVideo}
        />
        <Button size="small" icon="play" text={t('digital.preview')} disabled={!a.videoUrl} onClick={onPreview} />
        <RenameDeleteButtons renameText={t('digital.rename')} onRename={onRename} onDelete={onDelete} />
      </div>
    </Card>
  );
}
