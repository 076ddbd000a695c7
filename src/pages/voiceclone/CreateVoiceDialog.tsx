import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateFromUploadDialog } from '../../components/CreateFromUploadDialog';
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
  // The name and version live in the store, which keeps them across a forced sign-out.
  const version = store.formVersion;
  const [upload] = useState(() => new UploadStore(kindOf(version), readMediaInfo));

  return (
    <CreateFromUploadDialog
      section="voice"
      nameId="voice-name"
      name={store.formName}
      onNameChange={(v) => store.setFormName(v)}
      upload={upload}
      fileLabel={t('voice.sample')}
      fileRequired={t('voice.sampleRequired')}
      fileHelper={t(version === 'hifi' ? 'voice.hifiHint' : 'voice.basicHint')}
      choice={{
        label: t('voice.version'),
        beforeFile: true,
        value: version,
        options: [
          { value: 'hifi', label: t('voice.hifiHint') },
          { value: 'basic', label: t('voice.basicHint') },
        ],
        onChange: (raw) => {
          const v = raw as VoiceVersion;
          store.setFormVersion(v);
          upload.setKind(kindOf(v));
        },
      }}
      create={(name, sourceId) => store.create(name, version, sourceId)}
      isOpen={isOpen}
      onClose={onClose}
    />
  );
});
