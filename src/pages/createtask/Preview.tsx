import { Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import { Portrait } from '../digital/Portrait';
import { EstimateText } from './EstimateText';

/**
 * What the video will look like, beside the form in both editors: the chosen digital human's face over the
 * background, the first line of the script as its caption, then who speaks, in which voice, how long and at what
 * cost (or what is still missing to say so). Advanced editing adds the cover title on top and the business card
 * bottom left, in the chosen orientation; font sizes are scaled from the 1080p frame to the preview width
 * (container query units).
 */
export const Preview = observer(function Preview({ store }: { store: TaskFormStore }) {
  const { t } = useTranslation();
  const senior = store.senior;
  const bg = senior ? store.background.source : null;
  const cover = senior ? store.coverImage.source : null;
  const avatar = store.avatar;
  const orientation = store.orientation;
  // Sizes are given for a 1080-wide frame (the short side of landscape is 1080, vertical's width is 1080).
  const frame = orientation === 'landscape' ? 1920 : 1080;
  // A floor keeps small sizes readable in a phone-sized preview.
  const scaled = (px: number) => `max(9px, ${(px / frame) * 100}cqw)`;
  const caption = store.scriptType === 'audio' ? t('createtask.previewAudioCaption') : store.caption;
  const voice = store.voice;
  return (
    <Card className="task-preview-card">
      <h2 className="bp6-heading">{t('createtask.preview')}</h2>
      <figure
        className={`task-preview ${orientation}`}
        aria-label={t('createtask.previewLabel')}
        data-testid="task-preview"
      >
        {bg && store.backgroundKind === 'image' && <img className="bg" src={bg.url} alt="" />}
        {bg && store.backgroundKind === 'video' && <video className="bg" src={bg.url} muted autoPlay loop />}
        {avatar ? (
          <span className="person" role="img" aria-label={avatar.name}>
            <Portrait src={avatar.posterUrl} name={avatar.name} />
          </span>
        ) : (
          <span className="person-missing">{t('createtask.previewNoAvatar')}</span>
        )}
        {cover && <img className="cover-thumb" src={cover.url} alt={t('createtask.coverImage')} />}
        {senior && (
          <div className={`cover-title font-${store.coverFont}`} style={{ fontSize: scaled(store.coverSize) }}>
            {store.coverTitle || t('createtask.previewTitle')}
          </div>
        )}
        {senior && store.cardOn && store.cardName.trim() && (
          <div className={`card ${store.cardStyle}`} style={{ fontSize: scaled(store.cardSize) }}>
            <strong>{store.cardName}</strong>
            {store.cardIntro && <span>{store.cardIntro}</span>}
          </div>
        )}
        <figcaption className={caption ? 'caption' : 'caption empty'} data-testid="task-preview-caption">
          {caption || t('createtask.previewCaptionEmpty')}
        </figcaption>
      </figure>
      <dl className="task-preview-facts">
        <dt>{t('createtask.avatar')}</dt>
        <dd>
          {avatar ? (
            <>
              {avatar.name}{' '}
              <Tag minimal>{t(avatar.orientation === 'vertical' ? 'digital.vertical' : 'digital.landscape')}</Tag>
            </>
          ) : (
            <span className="bp6-text-muted">{t('createtask.previewNoAvatar')}</span>
          )}
        </dd>
        <dt>{t('createtask.voice')}</dt>
        <dd>{voice ? voice.name : <span className="bp6-text-muted">{t('createtask.previewNoVoice')}</span>}</dd>
      </dl>
      <p className="task-preview-estimate" data-testid="task-preview-estimate">
        <EstimateText store={store} />
      </p>
    </Card>
  );
});
