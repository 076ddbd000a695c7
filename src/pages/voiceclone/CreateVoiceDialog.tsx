import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../components/runAction';
import { UploadField } from '../../components/UploadField';
import type { VoiceVersion } from '../../domain/assets';
import { readMediaInfo } from '../../lib/mediaInfo';
import { UploadStore } from '../../stores/UploadStore';
import type { VoiceStore } from '../../stores/VoiceStore';

interface Props {
  store: VoiceStore;
  isOpen: boolean;
  onClose: () => void;
}

const kindOf = (v: VoiceVersion) => (v === 'hifi' ? 'voiceHifi' : 'voiceBasic');

/** Clone a voice: name, version (its duration limits), and a sample checked before upload. */
export const CreateVoiceDialog = observer(function CreateVoiceDialog({ store, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<VoiceVersion>('hifi');
  const [upload] = useState(() => new UploadStore(kindOf('hifi'), readMediaInfo));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; sample?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('voice.nameRequired'),
      sample: upload.source ? undefined : t('voice.sampleRequired'),
    };
    setErrors(next);
    if (next.name || next.sample || !upload.source) return;
    setBusy(true);
    const created = await runAction(
      () => store.create(name, version, upload.source?.sourceId ?? ''),
      t('voice.created'),
    );
    setBusy(false);
    if (created) {
      setName('');
      upload.reset();
      onClose();
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('voice.create')} className="asset-dialog">
      <form onSubmit={submit} noValidate aria-label={t('voice.create')}>
        <DialogBody>
          <FormGroup
            label={t('voice.name')}
            labelFor="voice-name"
            intent={errors.name ? 'danger' : 'none'}
            helperText={errors.name}
          >
            <InputGroup
              id="voice-name"
              value={name}
              maxLength={30}
              placeholder={t('voice.namePlaceholder')}
              intent={errors.name ? 'danger' : 'none'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormGroup>
          <RadioGroup
            label={t('voice.version')}
            selectedValue={version}
            onChange={(e) => {
              const v = e.currentTarget.value as VoiceVersion;
              setVersion(v);
              upload.setKind(kindOf(v));
            }}
          >
            <Radio value="hifi" label={t('voice.hifiHint')} />
            <Radio value="basic" label={t('voice.basicHint')} />
          </RadioGroup>
          <UploadField
            upload={upload}
            label={t('voice.sample')}
            helper={t(version === 'hifi' ? 'voice.hifiHint' : 'voice.basicHint')}
            onUploaded={() => setErrors((x) => ({ ...x, sample: undefined }))}
          />
          {errors.sample && !upload.error && (
            <div className="field-error" role="alert">
              {errors.sample}
            </div>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} disabled={upload.busy} text={t('voice.submit')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
