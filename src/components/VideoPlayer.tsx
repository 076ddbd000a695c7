import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './videoPlayer.css';

/** m:ss of a time in seconds ('0:00' for one not known yet). */
const clock = (s: number): string => {
  const whole = Number.isFinite(s) && s > 0 ? Math.floor(s) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

interface Props {
  src: string;
  poster?: string;
  label: string;
  className?: string;
  /** Plays again from the start at its end (a digital human's silent clip, shown as it moves). */
  loop?: boolean;
}

/**
 * A made video with its controls under the picture, never over it: the browser's own controls cover the picture's foot,
 * where the subtitles are burned in, for the first seconds and whenever the pointer moves. Play and pause (or a click
 * on the picture), the position, the time and full screen.
 */
export function VideoPlayer({ src, poster, label, className = '', loop = false }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div className="video-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the subtitles are burned into the picture; no caption track exists */}
      <video
        ref={video}
        className={className}
        src={src}
        poster={poster}
        autoPlay
        loop={loop}
        playsInline
        aria-label={label}
        onClick={toggle}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
      />
      <fieldset className="video-player-controls" aria-label={t('player.controls')}>
        <Button
          variant="minimal"
          icon={paused ? 'play' : 'pause'}
          aria-label={t(paused ? 'player.play' : 'player.pause')}
          onClick={toggle}
        />
        <input
          type="range"
          className="video-player-seek"
          min={0}
          max={known ? duration : 0}
          step={0.1}
          value={known ? Math.min(time, duration) : 0}
          disabled={!known}
          aria-label={t('player.seek')}
          onChange={(e) => {
            if (video.current) video.current.currentTime = Number(e.currentTarget.value);
          }}
        />
        <span className="video-player-time">
          {clock(time)} / {clock(duration)}
        </span>
        <Button
          variant="minimal"
          icon="fullscreen"
          aria-label={t('player.fullscreen')}
          onClick={() => void video.current?.requestFullscreen?.().catch(() => undefined)}
        />
      </fieldset>
    </div>
  );
}
