import { Callout, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/Pager';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import { Portrait } from '../digital/Portrait';

/**
 * The digital human to speak: a gallery of faces with each one's name and orientation, a page at a time and searched
 * by name on the server, so every one can be reached however many there are. Each face is a radio button (arrow keys
 * move between them); one still being cut out is shown, but cannot be chosen yet.
 */
export const AvatarGallery = observer(function AvatarGallery({
  store,
  error,
}: {
  store: TaskFormStore;
  error?: string;
}) {
  const { t } = useTranslation();
  const g = store.gallery;
  const [query, setQuery] = useState(g.filter.name);
  const searched = g.filter.name.trim();
  return (
    <fieldset className="task-fieldset" aria-describedby={error ? 'task-avatar-error' : undefined}>
      <legend className="task-legend">{t('createtask.avatar')}</legend>
      <div className="gallery-bar">
        <InputGroup
          type="search"
          leftIcon="search"
          value={query}
          placeholder={t('createtask.avatarSearch')}
          aria-label={t('createtask.avatarSearch')}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            void store.search(e.currentTarget.value);
          }}
        />
        {g.loaded && <span className="bp6-text-muted">{t('createtask.avatarCount', { count: g.total })}</span>}
      </div>
      {g.loading && !g.loaded && <Spinner size={24} />}
      {g.error && <Callout intent="danger">{g.error}</Callout>}
      {g.loaded && g.total === 0 && (
        <p className="bp6-text-muted">
          {searched ? t('createtask.avatarNoMatch', { name: searched }) : t('createtask.noAvatar')}
        </p>
      )}
      <div className="avatar-gallery">
        {g.list.map((a) => {
          const processing = a.status === 'processing';
          const orientation = t(a.orientation === 'vertical' ? 'digital.vertical' : 'digital.landscape');
          const chosen = store.avatarId === a.id;
          return (
            <label
              key={a.id}
              className={`gallery-item${chosen ? ' chosen' : ''}${processing ? ' processing' : ''}`}
              title={processing ? t('createtask.avatarProcessing') : undefined}
            >
              <input
                type="radio"
                name={`task-avatar-${store.senior ? 'senior' : 'basic'}`}
                value={a.id}
                checked={chosen}
                disabled={processing}
                aria-label={t('createtask.avatarOption', { name: a.name, orientation })}
                onChange={() => store.setAvatar(a.id)}
              />
              <span className={`gallery-face ${a.orientation}`}>
                <Portrait src={a.posterUrl} name={a.name} />
                {processing && <Spinner size={20} className="gallery-spinner" />}
              </span>
              <span className="gallery-name">{a.name}</span>
              <Tag minimal className="gallery-tag">
                {orientation}
              </Tag>
            </label>
          );
        })}
      </div>
      <Pager
        page={g.pageNum}
        pages={g.pageCount}
        busy={g.loading}
        label={t('createtask.avatarPages')}
        onChange={(n) => void g.setPage(n)}
      />
      {error && (
        <div className="field-error" role="alert" id="task-avatar-error">
          {error}
        </div>
      )}
    </fieldset>
  );
});
