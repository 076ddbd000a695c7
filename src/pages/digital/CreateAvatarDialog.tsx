import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateFromUploadDialog } from '../../components/CreateFromUploadDialog';
import type { AvatarOrientation } from '../../domain/assets';
import { orientationOf } from '../../domain/upload';
import { readMediaInfo } from '../../lib/mediaInfo';
import { type PosterFrame, takePosterFrame } from '../../lib/posterFrame';
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
  // While the file is read, its first frame is drawn too: the new digital human's still (`posterUrl`).
  const frame = useRef<Promise<PosterFrame | null>>(Promise.resolve(null));
  const [upload] = useState(
    () =>
      new UploadStore('avatarVideo', (file, media) => {
        frame.current = takePosterFrame(file).catch(() => null);
        return readMediaInfo(file, media);
      }),
  );
  const [orientation, setOrientation] = useState<AvatarOrientation>('landscape');

  return (
    <CreateFromUploadDialog
      section="digital"
      nameId="avatar-name"
      upload={upload}
      fileLabel={t('digital.video')}
      fileRequired={t('digital.videoRequired')}
      onUploaded={() => {
        const { width, height } = upload.meta;
        if (width && height) setOrientation(orientationOf(width, height));
      }}
      choice={{
        label: t('digital.orientation'),
        inline: true,
        value: orientation,
        options: [
          { value: 'landscape', label: t('digital.landscape') },
          { value: 'vertical', label: t('digital.vertical') },
        ],
        onChange: (v) => setOrientation(v as AvatarOrientation),
      }}
      create={async (name, sourceId) =>
        store.create(name, orientation, sourceId, await store.uploadPoster(await frame.current))
      }
      isOpen={isOpen}
      onClose={onClose}
    />
  );
});
