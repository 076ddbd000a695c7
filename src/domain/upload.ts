/**
 * Upload rules (docs/product.md), checked in the browser before any byte is sent and again by the server on the
 * metadata the browser declares. Each check returns a message (an i18n key of the `upload` section and its values),
 * or null when the file is fine.
 */
export const UPLOAD_KINDS = [
  'scriptAudio',
  'voiceBasic',
  'voiceHifi',
  'image',
  'backgroundImage',
  'video',
  'avatarVideo',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const isUploadKind = (v: unknown): v is UploadKind => (UPLOAD_KINDS as readonly unknown[]).includes(v);

export type MediaClass = 'audio' | 'image' | 'video';

export const MB = 1024 * 1024;
/** Voice-clone samples and every other upload: at most 100 MB. */
export const MAX_UPLOAD_BYTES = 100 * MB;
/** Audio scripts (lip-sync): at most one minute. */
export const SCRIPT_AUDIO_MAX_S = 60;
export const HIFI_MIN_S = 15;
export const HIFI_MAX_S = 60;
export const BASIC_MIN_S = 3;
export const BASIC_MAX_S = 10;
/** 1080p in either orientation: the long side at most 1920, the short side at most 1080. */
export const MAX_LONG_SIDE = 1920;
export const MAX_SHORT_SIDE = 1080;
/** How far a background may be from exactly 16:9 or 9:16 (rounding of odd pixel sizes). */
export const RATIO_TOLERANCE = 0.02;

const AUDIO_EXT = ['mp3', 'm4a', 'wav'] as const;
const IMAGE_EXT = ['jpg', 'png', 'jpeg', 'gif'] as const;
const VIDEO_EXT = ['mp4', 'mov'] as const;

export interface KindRule {
  media: MediaClass;
  extensions: readonly string[];
  /** The accept attribute of the file input. */
  accept: string;
  minSeconds?: number;
  maxSeconds?: number;
  /** Rejects above 1080p. */
  limitResolution: boolean;
  /** 16:9 or 9:16 only. */
  widescreenRatio: boolean;
}

const audio = (min: number | undefined, max: number): Omit<KindRule, 'limitResolution' | 'widescreenRatio'> => ({
  media: 'audio',
  extensions: AUDIO_EXT,
  accept: '.mp3,.m4a,.wav,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav',
  minSeconds: min,
  maxSeconds: max,
});
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const VIDEO_ACCEPT = '.mp4,.mov,video/mp4,video/quicktime';

export const KIND_RULES: Record<UploadKind, KindRule> = {
  scriptAudio: { ...audio(undefined, SCRIPT_AUDIO_MAX_S), limitResolution: false, widescreenRatio: false },
  voiceBasic: { ...audio(BASIC_MIN_S, BASIC_MAX_S), limitResolution: false, widescreenRatio: false },
  voiceHifi: { ...audio(HIFI_MIN_S, HIFI_MAX_S), limitResolution: false, widescreenRatio: false },
  image: { media: 'image', extensions: IMAGE_EXT, accept: IMAGE_ACCEPT, limitResolution: true, widescreenRatio: false },
  backgroundImage: {
    media: 'image',
    extensions: IMAGE_EXT,
    accept: IMAGE_ACCEPT,
    limitResolution: true,
    widescreenRatio: true,
  },
  video: { media: 'video', extensions: VIDEO_EXT, accept: VIDEO_ACCEPT, limitResolution: true, widescreenRatio: false },
  avatarVideo: {
    media: 'video',
    extensions: VIDEO_EXT,
    accept: VIDEO_ACCEPT,
    limitResolution: true,
    widescreenRatio: false,
  },
};

export type UploadRuleKey =
  | 'upload.wrongType'
  | 'upload.tooBig'
  | 'upload.empty'
  | 'upload.tooLong'
  | 'upload.hifiDuration'
  | 'upload.basicDuration'
  | 'upload.tooHighRes'
  | 'upload.ratio'
  | 'upload.unreadable';

export interface RuleMessage {
  key: UploadRuleKey;
  values?: Record<string, string | number>;
}

export interface FileFacts {
  name: string;
  size: number;
}

/** What the browser read from the file itself (never from its name). */
export interface MediaMeta {
  /** Seconds, for audio and video. */
  duration?: number;
  width?: number;
  height?: number;
}

export const extensionOf = (name: string): string => {
  const m = /\.([^.]+)$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
};

/** Type and size: checked before the file is even read. */
export function checkFile(kind: UploadKind, f: FileFacts): RuleMessage | null {
  const rule = KIND_RULES[kind];
  if (!rule.extensions.includes(extensionOf(f.name)))
    return { key: 'upload.wrongType', values: { types: rule.extensions.join(', ') } };
  if (f.size <= 0) return { key: 'upload.empty' };
  if (f.size > MAX_UPLOAD_BYTES) return { key: 'upload.tooBig', values: { mb: MAX_UPLOAD_BYTES / MB } };
  return null;
}

export function checkDuration(kind: UploadKind, seconds: number | undefined): RuleMessage | null {
  const rule = KIND_RULES[kind];
  if (rule.maxSeconds === undefined && rule.minSeconds === undefined) return null;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return { key: 'upload.unreadable' };
  const tooShort = rule.minSeconds !== undefined && seconds < rule.minSeconds;
  const tooLong = rule.maxSeconds !== undefined && seconds > rule.maxSeconds;
  if (!tooShort && !tooLong) return null;
  if (kind === 'voiceHifi') return { key: 'upload.hifiDuration', values: { min: HIFI_MIN_S, max: HIFI_MAX_S } };
  if (kind === 'voiceBasic') return { key: 'upload.basicDuration', values: { min: BASIC_MIN_S, max: BASIC_MAX_S } };
  return { key: 'upload.tooLong', values: { max: rule.maxSeconds ?? 0 } };
}

export const isAbove1080p = (width: number, height: number): boolean =>
  Math.max(width, height) > MAX_LONG_SIDE || Math.min(width, height) > MAX_SHORT_SIDE;

export const isWidescreen = (width: number, height: number): boolean => {
  if (width <= 0 || height <= 0) return false;
  const r = width / height;
  const near = (target: number) => Math.abs(r - target) / target <= RATIO_TOLERANCE;
  return near(16 / 9) || near(9 / 16);
};

export function checkResolution(kind: UploadKind, meta: MediaMeta): RuleMessage | null {
  const rule = KIND_RULES[kind];
  if (!rule.limitResolution && !rule.widescreenRatio) return null;
  const { width, height } = meta;
  if (!width || !height) return { key: 'upload.unreadable' };
  if (rule.limitResolution && isAbove1080p(width, height)) return { key: 'upload.tooHighRes' };
  if (rule.widescreenRatio && !isWidescreen(width, height)) return { key: 'upload.ratio' };
  return null;
}

/** Everything after type and size: the limits that need the file's own metadata. */
export function checkMeta(kind: UploadKind, meta: MediaMeta): RuleMessage | null {
  return checkDuration(kind, meta.duration) ?? checkResolution(kind, meta);
}

/** A video's orientation from its size: portrait is 'vertical'. */
export const orientationOf = (width: number, height: number): 'landscape' | 'vertical' =>
  height > width ? 'vertical' : 'landscape';
