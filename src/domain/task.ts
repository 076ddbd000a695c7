/**
 * Video tasks (docs/product.md): what a video costs, the rules a submission must pass, and how a task
 * moves through its statuses. The statuses are derived from stored timestamps and the clock when read, so the fake
 * server and every screen agree; both editors and the server import these rules.
 */
import type { ConsumptionType } from './power';
import { NAME_MAX } from './validation';
import { checkText, cutToLimit, estimateSeconds, type ScriptMessage, scriptLength, type TimbreTier } from './script';

/** The business code of 'VIP expired': the console answers it with the contact-agent dialog. */
export const CODE_VIP_EXPIRED = 50021;

export const VIDEO_MODELS = ['free', 'youzhi', 'dingji'] as const;
export type VideoModel = (typeof VIDEO_MODELS)[number];
export const isVideoModel = (v: unknown): v is VideoModel => (VIDEO_MODELS as readonly unknown[]).includes(v);

/** Each model's debit is one consumption record of its type (src/domain/power.ts). */
export const MODEL_RECORD: Record<VideoModel, ConsumptionType> = {
  free: 'videoOrdinary',
  youzhi: 'videoQuality',
  dingji: 'videoTop',
};

/** Points per started 30 seconds of video. The free model is cheap, not free: it still renders on our machines. */
export const PRICE_PER_30S: Record<VideoModel, number> = { free: 30, youzhi: 150, dingji: 600 };
export const videoCost = (model: VideoModel, seconds: number): number =>
  Math.max(1, Math.ceil(seconds / 30)) * PRICE_PER_30S[model];

/** The free model lip-syncs at most 60 s. */
export const FREE_MODEL_MAX_S = 60;
export const lipSyncSeconds = (model: VideoModel, seconds: number): number =>
  model === 'free' ? Math.min(seconds, FREE_MODEL_MAX_S) : seconds;

/**
 * The seconds a video is billed and shown for: what the model lip-syncs, to a tenth of a second. The form's price and
 * the server's charge both come from it, so they never differ by a rounding.
 */
export const billedSeconds = (model: VideoModel, seconds: number): number =>
  Math.round(lipSyncSeconds(model, seconds) * 10) / 10;

/** The longest prefix of a script that is spoken within `maxS` at `rate` (pause markers kept whole). */
export function cutToSeconds(text: string, rate: number, maxS: number): { text: string; cut: boolean } {
  if (estimateSeconds(text, rate) <= maxS) return { text, cut: false };
  // The speaking time grows with every character kept: the longest prefix that fits is found by halving.
  let lo = 0;
  let hi = scriptLength(text);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateSeconds(cutToLimit(text, mid).text, rate) <= maxS) lo = mid;
    else hi = mid - 1;
  }
  return { text: cutToLimit(text, lo).text, cut: true };
}

export const OUTPUT_LANGUAGES = ['zh', 'en', 'ja', 'ko', 'es', 'fr'] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];
export const isOutputLanguage = (v: unknown): v is OutputLanguage =>
  (OUTPUT_LANGUAGES as readonly unknown[]).includes(v);

export const SCRIPT_TYPES = ['text', 'audio'] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];
export const ORIENTATIONS = ['landscape', 'vertical'] as const;
export type TaskOrientation = (typeof ORIENTATIONS)[number];

export const FONT_STYLES = ['hei', 'song', 'kai'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export const CARD_STYLES = ['classic', 'modern', 'minimal'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
export const COVER_FONT_MIN = 24;
export const COVER_FONT_MAX = 96;
export const CARD_FONT_MIN = 12;
export const CARD_FONT_MAX = 48;
/** A work's name follows the rule of every name (src/domain/validation.ts). */
export const TASK_NAME_MAX = NAME_MAX;
export const COVER_TITLE_MAX = 30;
export const CARD_NAME_MAX = 20;
export const CARD_INTRO_MAX = 60;

/** The parts of a submission both editors share (basic editing is exactly this). */
export interface TaskScriptInput {
  name: string;
  avatarId: string;
  voiceId: string;
  language: string;
  scriptType: ScriptType;
  text: string;
  rate: number;
  /** The uploaded audio (scriptAudio) when scriptType is 'audio'. */
  audioSourceId: string;
  model: VideoModel;
  agreed: boolean;
}

/** Advanced editing adds these. */
export interface TaskSeniorInput {
  orientation: TaskOrientation;
  background: { kind: 'image' | 'video'; sourceId: string } | null;
  cover: { title: string; fontStyle: FontStyle; fontSize: number; imageSourceId: string };
  card: { name: string; intro: string; fontSize: number; style: CardStyle } | null;
}

export type TaskRule =
  | 'nameRequired'
  | 'nameLong'
  | 'avatarRequired'
  | 'voiceRequired'
  | 'languageRequired'
  | 'audioRequired'
  | 'freeModelTooLong'
  | 'agreementRequired'
  | 'coverTitleRequired'
  | 'coverTitleLong'
  | 'coverFontSize'
  | 'cardNameRequired'
  | 'cardNameLong'
  | 'cardIntroLong'
  | 'cardFontSize';

/** A refusal: one of the task rules, or a script rule (length, rate, pauses) of src/domain/script.ts. */
export type TaskProblem = { rule: TaskRule } | { script: ScriptMessage };

/**
 * The first problem of a submission, in the order the form shows its fields. Text length is checked against the
 * timbre's tier; over-long text and free-model audio over 60 s are cut by the form on confirm before this runs, so
 * here they are refusals (the server's view).
 */
export function checkScriptInput(i: TaskScriptInput, tier: TimbreTier, audioSeconds?: number): TaskProblem | null {
  const name = i.name.trim();
  if (!name) return { rule: 'nameRequired' };
  if (Array.from(name).length > TASK_NAME_MAX) return { rule: 'nameLong' };
  if (!i.avatarId) return { rule: 'avatarRequired' };
  if (!i.voiceId) return { rule: 'voiceRequired' };
  if (!i.language) return { rule: 'languageRequired' };
  if (i.scriptType === 'text') {
    const s = checkText(i.text, tier);
    if (s) return { script: s };
    if (i.model === 'free' && estimateSeconds(i.text, i.rate) > FREE_MODEL_MAX_S) return { rule: 'freeModelTooLong' };
  } else {
    if (!i.audioSourceId) return { rule: 'audioRequired' };
    if (i.model === 'free' && audioSeconds !== undefined && audioSeconds > FREE_MODEL_MAX_S)
      return { rule: 'freeModelTooLong' };
  }
  if (!i.agreed) return { rule: 'agreementRequired' };
  return null;
}

export function checkSeniorInput(s: TaskSeniorInput): TaskProblem | null {
  const title = s.cover.title.trim();
  if (!title) return { rule: 'coverTitleRequired' };
  if (Array.from(title).length > COVER_TITLE_MAX) return { rule: 'coverTitleLong' };
  const fs = s.cover.fontSize;
  if (!Number.isInteger(fs) || fs < COVER_FONT_MIN || fs > COVER_FONT_MAX) return { rule: 'coverFontSize' };
  if (s.card) {
    const n = s.card.name.trim();
    if (!n) return { rule: 'cardNameRequired' };
    if (Array.from(n).length > CARD_NAME_MAX) return { rule: 'cardNameLong' };
    if (Array.from(s.card.intro.trim()).length > CARD_INTRO_MAX) return { rule: 'cardIntroLong' };
    const cs = s.card.fontSize;
    if (!Number.isInteger(cs) || cs < CARD_FONT_MIN || cs > CARD_FONT_MAX) return { rule: 'cardFontSize' };
  }
  return null;
}

/* ---------------------------------------------------------------- lifecycle */

export const TASK_STATUSES = [
  'waiting',
  'queued',
  'editing',
  'success',
  'editFailed',
  'queueFailed',
  'textIllegal',
  'audioIllegal',
  'imageIllegal',
  'videoIllegal',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const isTaskStatus = (v: unknown): v is TaskStatus => (TASK_STATUSES as readonly unknown[]).includes(v);
export type Violation = 'textIllegal' | 'audioIllegal' | 'imageIllegal' | 'videoIllegal';
/** Still moving: cannot be deleted, and the list re-reads while any is shown. */
export const IN_FLIGHT: readonly TaskStatus[] = ['waiting', 'queued', 'editing'];
export const isInFlight = (s: TaskStatus): boolean => IN_FLIGHT.includes(s);
export const isFailure = (s: TaskStatus): boolean => s === 'editFailed' || s === 'queueFailed';
/** Every work that failed or was refused has a next step: edit it and submit it again (My works, Edit and resubmit). */
export const canResubmit = (s: TaskStatus): boolean => isFailure(s) || s.endsWith('Illegal');

/** Server time of each phase: waiting to edit, then in queue, then editing. */
export const WAIT_MS = 5_000;
export const QUEUE_MS = 10_000;
export const EDIT_MS = 30_000;
/** Results are kept 48 hours after the edit ends. */
export const TASK_KEEP_MS = 48 * 60 * 60 * 1000;

export interface TaskTimes {
  createdAt: number;
  /** Decided at submit: moderation found a violation (the task never runs). */
  violation: Violation | null;
  /** Where a run fails, if it does (the queue rejects it, or the edit breaks halfway). */
  failAt: 'queue' | 'edit' | null;
}

export const queueStart = (t: TaskTimes): number => t.createdAt + WAIT_MS;
export const editStart = (t: TaskTimes): number => queueStart(t) + QUEUE_MS;
/** When the task reached its final status. */
export function finishedAt(t: TaskTimes): number {
  if (t.violation) return t.createdAt;
  if (t.failAt === 'queue') return editStart(t);
  if (t.failAt === 'edit') return editStart(t) + EDIT_MS / 2;
  return editStart(t) + EDIT_MS;
}

export interface TaskState {
  status: TaskStatus;
  /** 0..1 while editing; 1 once successful. */
  progress: number;
  /** A successful result older than 48 hours: no longer viewable or downloadable. */
  expired: boolean;
}

export function taskState(t: TaskTimes, now: number): TaskState {
  if (t.violation) return { status: t.violation, progress: 0, expired: false };
  if (now < queueStart(t)) return { status: 'waiting', progress: 0, expired: false };
  if (now < editStart(t)) return { status: 'queued', progress: 0, expired: false };
  const end = finishedAt(t);
  if (now >= end) {
    if (t.failAt === 'queue') return { status: 'queueFailed', progress: 0, expired: false };
    if (t.failAt === 'edit') return { status: 'editFailed', progress: 0.5, expired: false };
    return { status: 'success', progress: 1, expired: now >= end + TASK_KEEP_MS };
  }
  const p = (now - editStart(t)) / EDIT_MS;
  return { status: 'editing', progress: Math.max(0, Math.min(0.99, Math.floor(p * 100) / 100)), expired: false };
}
