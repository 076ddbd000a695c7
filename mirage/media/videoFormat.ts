/**
 * The file a made video is: MP4 (H.264 and AAC, what prospects know from the platforms they compare with) where the
 * browser can encode both, else WebM (VP9 and Opus). The choice is the browser's own answer to
 * VideoEncoder.isConfigSupported and AudioEncoder.isConfigSupported for exactly the settings the studio encodes with
 * (mirage/media/render.ts), so a file is never started in a format that then fails. Debian's Chromium encodes H.264
 * but not AAC: there the file is WebM.
 *
 * Codec and bitrate, measured on the default backdrop (a radial gradient, the hardest picture for a block coder) at
 * 720p, 25 frames a second, an 8.4-second script: VP8 at 1.2 Mbps in its real-time mode (1.25 MB) showed green and
 * purple blocks in the first second and a checkerboard on the gradient; VP8 at 3 Mbps in its quality mode (1.5 MB)
 * still banded; VP9 at 2.5 Mbps in its quality mode (1.6 MB) shows neither. Its render time is what
 * `npm run bench:media` reports. A key frame every second.
 */
export interface VideoFormat {
  container: 'mp4' | 'webm';
  mimeType: 'video/mp4' | 'video/webm';
  /** The codec as Mediabunny names it, and the full WebCodecs string probed and encoded. */
  video: { codec: 'avc' | 'vp8' | 'vp9'; codecString: string; bitrate: number };
  audio: { codec: 'aac' | 'opus'; codecString: string; bitrate: number };
}

/** Audio is encoded at 48 kHz, the rate Opus takes and AAC decoders expect. */
export const AUDIO_RATE = 48_000;
/** A key frame every second: a seek lands near where it is asked, and an encoder error never smears for long. */
export const KEY_FRAME_S = 1;

export const MP4: VideoFormat = {
  container: 'mp4',
  mimeType: 'video/mp4',
  // High profile, level 3.1: 1280x720 (or 720x1280) at 25 frames a second.
  video: { codec: 'avc', codecString: 'avc1.64001f', bitrate: 2_500_000 },
  // AAC-LC.
  audio: { codec: 'aac', codecString: 'mp4a.40.2', bitrate: 96_000 },
};

export const WEBM: VideoFormat = {
  container: 'webm',
  mimeType: 'video/webm',
  video: { codec: 'vp9', codecString: 'vp09.00.31.08', bitrate: 2_500_000 },
  audio: { codec: 'opus', codecString: 'opus', bitrate: 64_000 },
};

/** What a format's encoders are asked to take, for a frame of `width` x `height` at `fps`. */
export function encoderConfigs(
  f: VideoFormat,
  width: number,
  height: number,
  fps: number,
): { video: VideoEncoderConfig; audio: AudioEncoderConfig } {
  return {
    video: {
      codec: f.video.codecString,
      width,
      height,
      bitrate: f.video.bitrate,
      framerate: fps,
      // Every frame drawn is encoded: the encoder may take its time, never skip one.
      latencyMode: 'quality',
      ...(f.video.codec === 'avc' ? { avc: { format: 'avc' as const } } : {}),
    },
    audio: { codec: f.audio.codecString, sampleRate: AUDIO_RATE, numberOfChannels: 1, bitrate: f.audio.bitrate },
  };
}

/** The browser's answer for one format: both of its encoders take its settings. */
export type FormatProbe = (f: VideoFormat) => Promise<boolean>;

/** MP4 when the browser encodes H.264 and AAC at these settings, else WebM. */
export async function chooseFormat(probe: FormatProbe): Promise<VideoFormat> {
  return (await probe(MP4).catch(() => false)) ? MP4 : WEBM;
}

/** The probe in a browser (a page or a worker): WebCodecs' own isConfigSupported for both encoders. */
export const webCodecsProbe =
  (width: number, height: number, fps: number): FormatProbe =>
  async (f) => {
    const c = encoderConfigs(f, width, height, fps);
    const [v, a] = await Promise.all([
      VideoEncoder.isConfigSupported(c.video),
      AudioEncoder.isConfigSupported(c.audio),
    ]);
    return !!v.supported && !!a.supported;
  };
