import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceDto } from '../../api/types';
import { FormDialog } from '../../components/FormDialog';
import { runAction } from '../../components/runAction';
import { UploadField } from '../../components/UploadField';
import { readMediaInfo } from '../../lib/mediaInfo';
import { UploadStore } from '../../stores/UploadStore';
import type { VoiceStore } from '../../stores/VoiceStore';

interface Props {
  store: VoiceStore;
  /** The failed voice to train again; null when the dialog is closed. */
  voice: VoiceDto | null;
  onClose: () => void;
}

/**
 * Train a failed voice again: why it failed, and a new sample of the same version (its name and version stay). It
 * trains on the server clock as a new clone does, without using another clone.
 */
export const RetrainVoiceDialog = observer(function RetrainVoiceDialog({ store, voice, onClose }: Props) {
  const { t } = useTranslation();
  const hifi = voice?.version === 'hifi';
  const [upload] = useState(() => new UploadStore(hifi ? 'voiceHifi' : 'voiceBasic', readMediaInfo));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    upload.cancel();
    upload.reset();
    setError('');
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!voice) return;
    if (!upload.source) {
      setError(t('voice.sampleRequired'));
      return;
    }
    setBusy(true);
    const sourceId = upload.source.sourceId;
    const done = await runAction(() => store.retrain(voice, sourceId), t('voice.retrained', { name: voice.name }));
    setBusy(false);
    if (done !== undefined) close();
  };
  const title = voice ? t('voice.retrainTitle', { name: voice.name }) : '';
  return (
    <FormDialog
      title={title}
      isOpen={voice !== null}
      onOpening={() => upload.setKind(hifi ? 'voiceHifi' : 'voiceBasic')}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      submitText={t('voice.retrain')}
      submitIcon="refresh"
      busy={busy}
      // Blueprint's own width, as this dialog has always had: FormDialog's default class is the reseller area's.
      className=""
    >
      {voice?.failReason && (
        <Callout intent="danger" icon="error" title={t('voice.failedWhy')}>
          {voice.failReason}
        </Callout>
      )}
      <UploadField upload={upload} label={t('voice.sample')} helper={t(hifi ? 'voice.hifiHint' : 'voice.basicHint')} />
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </FormDialog>
  );
});
