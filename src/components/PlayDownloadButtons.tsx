import { AnchorButton, Button } from '@blueprintjs/core';

interface Props {
  playText: string;
  downloadText: string;
  canPlay: boolean;
  canDownload: boolean;
  onPlay: () => void;
  /** A link the browser saves under `fileName`, or a handler that fetches the file and saves it. */
  download: { href: string | undefined; fileName: string } | (() => void);
}

/** Play and download of a generated result (AI audio, a video), each off while the result cannot be had. */
export function PlayDownloadButtons({ playText, downloadText, canPlay, canDownload, onPlay, download }: Props) {
  return (
    <>
      <Button size="small" icon="play" text={playText} disabled={!canPlay} onClick={onPlay} />
      {typeof download === 'function' ? (
        <Button size="small" icon="download" text={downloadText} disabled={!canDownload} onClick={download} />
      ) : (
        <AnchorButton
          size="small"
          icon="download"
          text={downloadText}
          disabled={!canDownload}
          href={download.href}
          download={download.fileName}
        />
      )}
    </>
  );
}
