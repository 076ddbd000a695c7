import { Button, FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_RULES } from '../domain/upload';
import type { UploadStore } from '../stores/UploadStore';
import './uploadField.css';

interface Props {
  upload: UploadStore;
  label: string;
  helper?: string;
  /** Called with the saved source once the upload is through. */
  onUploaded?: (sourceId: string) => void;
}

/**
 * A file input for one upload kind: its rules are checked before any byte is sent, a progress bar with a cancel
 * button shows while it uploads, and the refusal or the file's own metadata shows under it.
 */
export const UploadField = observer(function UploadField({ upload, label, helper, onUploaded }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const rule = KIND_RULES[upload.kind];
  const err = upload.error;
  const errorText = err ? ('rule' in err ? t(err.rule.key, err.rule.values ?? {}) : err.text) : '';
  const m = upload.meta;
  const facts = [
    m.duration !== undefined ? t('upload.seconds', { s: Math.round(m.duration * 10) / 10 }) : '',
    m.width && m.height ? t('upload.resolution', { w: m.width, h: m.height }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={helper}
      intent={err ? 'danger' : 'none'}
      className="upload-field"
    >
      <FileInput
        fill
        text={upload.fileName || t('upload.choose')}
        buttonText={t('upload.browse')}
        disabled={upload.busy}
        inputProps={{ id, accept: rule.accept }}
        onInputChange={(e) => {
          const input = e.currentTarget as HTMLInputElement;
          const file = input.files?.[0];
          input.value = '';
          if (!file) return;
          void upload.choose(file).then((s) => s && onUploaded?.(s.sourceId));
        }}
      />
      {upload.phase === 'reading' && <div className="upload-status">{t('upload.reading')}</div>}
      {upload.phase === 'uploading' && (
        <div className="upload-progress">
          <ProgressBar
            value={upload.progress}
            intent="primary"
            stripes
            animate
            aria-label={t('upload.uploading', { name: upload.fileName, percent: Math.round(upload.progress * 100) })}
          />
          <span role="status">
            {t('upload.uploading', { name: upload.fileName, percent: Math.round(upload.progress * 100) })}
          </span>
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            text={t('upload.cancel')}
            onClick={() => upload.cancel()}
          />
        </div>
      )}
      {upload.phase === 'cancelled' && <div className="upload-status">{t('upload.cancelled')}</div>}
      {upload.phase === 'done' && (
        <div className="upload-status upload-done" role="status">
          {t('upload.done', { name: upload.fileName })}
          {facts && ` (${facts})`}
        </div>
      )}
      {errorText && (
        <div className="field-error" role="alert">
          {errorText}
        </div>
      )}
    </FormGroup>
  );
});
