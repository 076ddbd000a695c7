import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TaskFormStore } from '../../stores/TaskFormStore';

/**
 * What the video will look like: the chosen digital human over the background, the cover title on top and the
 * business card bottom left, in the chosen orientation. Font sizes are scaled from the 1080p frame to the preview
 * width (container query units).
 */
export const Preview = observer(function Preview({ store }: { store: TaskFormStore }) {
  const { t } = useTranslation();
  const bg = store.background.source;
  const cover = store.coverImage.source;
  const avatar = store.avatar;
  // Sizes are given for a 1080-wide frame (the short side of landscape is 1080, vertical's width is 1080).
  const frame = store.orientation === 'landscape' ? 1920 : 1080;
  // A floor keeps small sizes readable in a phone-sized preview.
  const scaled = (px: number) => `max(9px, ${(px / frame) * 100}cqw)`;
  return (
    <Card className="task-preview-card">
      <h2 className="bp6-heading">{t('createtask.preview')}</h2>
      <figure
        className={`task-preview ${store.orientation}`}
        aria-label={t('createtask.previewLabel')}
        data-testid="task-preview"
      >
        {bg && store.backgroundKind === 'image' && <img className="bg" src={bg.url} alt="" />}
        {bg && store.backgroundKind === 'video' && <video className="bg" src={bg.url} muted autoPlay loop />}
        {avatar?.videoUrl ? (
          <video className="person" src={avatar.videoUrl} muted autoPlay loop aria-label={avatar.name} />
        ) : (
          <span className="person-missing">{t('createtask.previewNoAvatar')}</span>
        )}
        {cover && <img className="cover-thumb" src={cover.url} alt={t('createtask.coverImage')} />}
        <div className={`cover-title font-${store.coverFont}`} style={{ fontSize: scaled(store.coverSize) }}>
          {store.coverTitle || t('createtask.previewTitle')}
        </div>
        {store.cardOn && store.cardName.trim() && (
          <div className={`card ${store.cardStyle}`} style={{ fontSize: scaled(store.cardSize) }}>
            <strong>{store.cardName}</strong>
            {store.cardIntro && <span>{store.cardIntro}</span>}
          </div>
        )}
      </figure>
    </Card>
  );
});
