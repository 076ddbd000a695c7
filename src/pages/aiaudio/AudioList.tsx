import { Button, Card, ProgressBar, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioDto } from '../../api/types';
import { AudioPlayer } from '../../components/AudioPlayer';
import { LinkButton } from '../../components/LinkButton';
import { type Column, ListView } from '../../components/ListTable';
import { Pager, pageMoves } from '../../components/Pager';
import { useListPlace } from '../../components/useListPlace';
import { PlayDownloadButtons } from '../../components/PlayDownloadButtons';
import { formatTime, runAction } from '../../components/runAction';
import { fileNameFor } from '../../domain/fileName';
import { spokenWords } from '../../domain/script';
import type { AudioStore } from '../../stores/AudioStore';
import { useStores } from '../../stores/RootStore';

function Status({ a }: { a: AudioDto }) {
  const { t, i18n } = useTranslation();
  if (a.status === 'generating')
    return (
      <div role="status">
        <ProgressBar
          value={a.progress}
          intent="primary"
          aria-label={t('aiaudio.generating', { percent: Math.round(a.progress * 100) })}
        />
        <small>{t('aiaudio.generating', { percent: Math.round(a.progress * 100) })}</small>
      </div>
    );
  if (a.status === 'expired') return <Tag minimal>{t('aiaudio.expired')}</Tag>;
  return (
    <div>
      <Tag minimal intent="success">
        {t('aiaudio.done')}
      </Tag>
      <div>
        <small className="bp6-text-muted">
          {t('aiaudio.expires', { time: formatTime(a.expiresAt, i18n.language) })}
        </small>
      </div>
    </div>
  );
}

/** The generated audio, newest first, with play and download while the server keeps it (48 hours). */
export const AudioList = observer(function AudioList({ store }: { store: AudioStore }) {
  const go = useListPlace(store);
  const { t, i18n } = useTranslation();
  const { dialog } = useStores();
  const [playing, setPlaying] = useState<AudioDto | null>(null);

  const remove = async (a: AudioDto) => {
    const ok = await dialog.confirm(t('aiaudio.deleteTitle'), t('aiaudio.deleteConfirm'), 'danger', t('common.delete'));
    if (!ok) return;
    if (playing?.id === a.id) setPlaying(null);
    await runAction(() => store.remove(a), t('aiaudio.deleted'));
  };

  const columns: Column<AudioDto>[] = [
    { id: 'text', header: t('aiaudio.colText'), cell: (a) => a.text, title: (a) => a.text },
    { id: 'voice', header: t('aiaudio.colVoice'), cell: (a) => a.voiceName },
    { id: 'status', header: t('aiaudio.colStatus'), cell: (a) => <Status a={a} /> },
    { id: 'created', header: t('aiaudio.colCreated'), cell: (a) => formatTime(a.createdAt, i18n.language) },
  ];

  return (
    <Card>
      <h2 className="bp6-heading aiaudio-h2">{t('aiaudio.list')}</h2>
      <p className="bp6-text-muted">{t('aiaudio.keptHint')}</p>
      {playing && (
        <AudioPlayer
          caption={t('aiaudio.nowPlaying', { text: playing.text })}
          captionClassName="aiaudio-cell-text"
          src={playing.url}
          label={t('aiaudio.player')}
          onClose={() => setPlaying(null)}
        />
      )}
      <ListView
        list={store}
        label={t('aiaudio.list')}
        columns={columns}
        rowKey={(a) => a.id}
        rowLabel={(a) => a.text}
        actionsHeader={t('aiaudio.colActions')}
        actions={(a) => (
          <>
            <PlayDownloadButtons
              playText={t('aiaudio.play')}
              downloadText={t('aiaudio.download')}
              canPlay={a.status === 'done' && !!a.url}
              canDownload={a.status === 'done' && !!a.url}
              onPlay={() => setPlaying(a)}
              download={{
                href: a.status === 'done' ? a.url : undefined,
                fileName: fileNameFor(spokenWords(a.text), 'wav', `audio-${a.id}`),
              }}
            />
            <Button
              size="small"
              icon="trash"
              intent="danger"
              variant="minimal"
              aria-label={t('common.delete')}
              onClick={() => void remove(a)}
            />
          </>
        )}
        empty={{
          icon: 'volume-up',
          title: t('aiaudio.empty'),
          description: t('aiaudio.emptyHint'),
          action: <LinkButton to="/voiceclone/index" icon="microphone" text={t('aiaudio.toVoiceclone')} />,
        }}
      />
      <Pager page={store.pageNum} pages={store.pageCount} {...pageMoves(store, go)} />
    </Card>
  );
});
