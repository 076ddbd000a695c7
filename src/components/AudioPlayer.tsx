import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What is playing, in words ('Now playing: …', 'Auditioning …'), beside the player. */
  caption: string;
  captionClassName?: string;
  src: string;
  /** The player's name for assistive technology. */
  label: string;
  onClose: () => void;
}

/** The player of an asset's sound over its list: what it plays, the browser's controls, playing at once, and Close. */
export function AudioPlayer({ caption, captionClassName, src, label, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Callout className="asset-player" icon="volume-up">
      <span className={captionClassName}>{caption}</span>
      {/* biome-ignore lint/a11y/useMediaCaption: the caption beside it says what it plays */}
      <audio src={src} controls autoPlay aria-label={label} />
      <Button size="small" variant="minimal" icon="cross" text={t('common.close')} onClick={onClose} />
    </Callout>
  );
}
