import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../components/runAction';
import { UploadField } from '../../components/UploadField';
import type { AvatarOrientation } from '../../domain/assets';
import { orientationOf } from '../../domain/upload';
import { readMediaInfo } from '../../lib/mediaInfo';
import type { DigitalStore } from '../../stores/DigitalStore';
import { UploadStore } from '../../stores/UploadStore';

interface Props {
  store: DigitalStore;
  isOpen: boolean;
  onClose: () => void;
}

/** Create a digital human from an uploaded video: name, orientation (suggested from the video), the file. */
export const CreateAvatarDialog = observer(function CreateAvatarDialog({ store, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const [upload] = useState(() => new UploadStore('avatarVideo', readMediaInfo));
  const [name, setName] = useState('');
  const [orientation, setOrientation] = useState<AvatarOrientation>('landscape');
  const [errors, setErrors] = useState<{ name?: string; video?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('digital.nameRequired'),
      video: upload.source ? undefined : t('digital.videoRequired'),
    };
    setErrors(next);
    if (next.name || next.video || !upload.source) return;
    setBusy(true);
    const created = await runAction(
      () => store.create(name, orientation, upload.source?.sourceId ?? ''),
      t('digital.created'),
    );
    setBusy(false);
    if (created) {
      setName('');
      upload.reset();
      onClose();
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('digital.create')} className="asset-dialog">
      <form onSubmit={submit} noValidate aria-label={t('digital.create')}>
        <DialogBody>
          <FormGroup
            label={t('digital.name')}
            labelFor="avatar-name"
            intent={errors.name ? 'danger' : 'none'}
            helperText={errors.name}
          >
            <InputGroup
              id="avatar-name"
              value={name}
              maxLength={30}
              placeholder={t('digital.namePlaceholder')}
              intent={errors.name ? 'danger' : 'none'}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormGroup>
          <UploadField
            upload={upload}
            label={t('digital.video')}
            onUploaded={() => {
              const { width, height } = upload.meta;
              if (width && height) setOrientation(orientationOf(width, height));
              setErrors((x) => ({ ...x, video: undefined }));
            }}
          />
          {errors.video && !upload.error && (
            <div className="field-error" role="alert">
              {errors.video}
            </div>
          )}
          <RadioGroup
            label={t('digital.orientation')}
            inline
            selectedValue={orientation}
            onChange={(e) => setOrientation(e.currentTarget.value as AvatarOrientation)}
          >
            <Radio value="landscape" label={t('digital.landscape')} />
            <Radio value="vertical" label={t('digital.vertical')} />
          </RadioGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={busy} disabled={upload.busy} text={t('digital.submit')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
