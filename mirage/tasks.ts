import moderation from '../fixtures/moderation.json';
import type { TaskDto } from '../src/api/types';
import type { Language } from '../src/domain/language';
import {
  billedSeconds,
  finishedAt,
  IN_FLIGHT,
  isFailure,
  MODEL_RECORD,
  queueStart,
  TASK_KEEP_MS,
  type TaskState,
  taskState,
  videoCost,
} from '../src/domain/task';
import type { DbData, DbTask, DbUser, GoneUpload } from './db';
import { changePower } from './ledger';
import { resolveMedia } from './media';
import { isMaking, madeOr, madeState, mediaFailure, wantMedia } from './media/jobs';
import { hasObject, objectSeconds } from './mediaStore';
import { workKey, workRecipe } from './media/recipe';
import { type ServerMessageKey, serverMessage } from './messages';
import { seededName } from './seededNames';

/** Shared pieces of the task routes: moderation, refunds and the DTO. */

const lower = (s: string) => s.toLowerCase();
const holds = (s: string, words: readonly string[]): string | undefined =>
  words.find((w) => lower(s).includes(lower(w)));

/** The first banned word of the fixture found in any of the texts. */
export const bannedWordIn = (texts: readonly string[]): string | undefined => {
  for (const t of texts) {
    const w = holds(t, moderation.bannedWords);
    if (w) return w;
  }
  return undefined;
};
/** Every banned word of the fixture that any of the texts holds, each once, in the fixture's order. */
export const bannedWordsIn = (texts: readonly string[]): string[] =>
  moderation.bannedWords.filter((w) => texts.some((t) => lower(t).includes(lower(w))));
/** Flagged by file name, as for digital humans (mirage/assets.ts isFlagged). */
export const flaggedFile = (fileName: string): boolean => holds(fileName, moderation.flaggedNames) !== undefined;

/** Demo hooks: a task whose name holds one of these words fails in the queue, or halfway through the edit. */
export function failureFor(name: string): DbTask['failAt'] {
  if (holds(name, moderation.queueFailNames)) return 'queue';
  if (holds(name, moderation.editFailNames)) return 'edit';
  return null;
}

/**
 * Power of a failed run (queue failed, edit failed) goes back: one record of the task's own consumption type with a
 * positive delta, noted `refund:<task name>` (the ledger words it in the reader's language), dated when the failure
 * happened. The spec has no refund gain type, so the ledger shows it as the same consumption type going the other way.
 * Statuses are derived when read, so the refund is written the first time a task call sees the failure; My works
 * re-reads while tasks run, so that is as soon as the person can see it.
 */
export function settleRefunds(db: DbData, user: DbUser, now: number): void {
  for (const t of db.tasks) {
    if (t.userId !== user.id || t.refunded || t.cost <= 0) continue;
    if (!isFailure(taskState(t, now).status)) continue;
    t.refunded = true;
    changePower(db, user, t.cost, MODEL_RECORD[t.model], finishedAt(t), `refund:${t.name}`);
  }
}

/**
 * A work is listed and billed for the length of the video made, as a real service bills what it renders: the first
 * time a task call sees a work's video made, its length becomes the video's (billed as the model lip-syncs it) and its
 * cost that length's price. The difference goes back as a refund, or is charged when there is power for it (the
 * estimate already charged stands otherwise). Where no video is made (no maker, or making failed), the estimate stands.
 */
export function settleLengths(db: DbData, user: DbUser, now: number, media: string, lang: Language): void {
  for (const t of db.tasks) {
    if (t.userId !== user.id || t.lengthSettled || t.violation || t.failAt) continue;
    // Only what is already made: settling asks for no video (the list asks for those it shows).
    if (taskState(t, now).status !== 'success') continue;
    const seconds = objectSeconds(workKey(t, lang), media);
    if (seconds <= 0) continue;
    t.lengthSettled = true;
    const billed = billedSeconds(t.model, seconds);
    const cost = videoCost(t.model, billed);
    const delta = t.cost - cost;
    const at = finishedAt(t);
    if (delta > 0) changePower(db, user, delta, MODEL_RECORD[t.model], at, `refund:${t.name}`);
    if (delta < 0 && !changePower(db, user, delta, MODEL_RECORD[t.model], at, t.name)) {
      t.durationS = billed;
      continue;
    }
    t.durationS = billed;
    t.cost = cost;
  }
}

/** 1-based place among all tasks in queue at `now` (everyone's: the renderer is shared). */
export function queuePosition(db: DbData, t: DbTask, now: number): number {
  if (taskState(t, now).status !== 'queued') return 0;
  return db.tasks.filter((x) => taskState(x, now).status === 'queued' && queueStart(x) <= queueStart(t)).length;
}

function reason(t: DbTask, lang: Language, now: number): string {
  // A work failed for a lost upload (workState) says which, whatever its clock says.
  if (t.uploadGone) return serverMessage(lang, GONE_REASON[t.uploadGone]);
  const s = taskState(t, now).status;
  // A seeded script reads in the caller's language (mirage/seededNames.ts): the banned word named is the one it holds
  // there. A script a person typed is named by the word they typed.
  const script = seededName(t.input.text, lang);
  const shown = script !== t.input.text ? bannedWordIn([script]) : undefined;
  const v = { detail: shown ?? t.violationDetail };
  if (s === 'textIllegal') return serverMessage(lang, 'taskReasonText', v);
  if (s === 'audioIllegal') return serverMessage(lang, 'taskReasonAudio', v);
  if (s === 'imageIllegal') return serverMessage(lang, 'taskReasonImage', v);
  if (s === 'videoIllegal') return serverMessage(lang, 'taskReasonVideo', v);
  if (s === 'queueFailed') return serverMessage(lang, 'taskReasonQueue');
  if (s === 'editFailed' && t.renderFailure === 'timeLimit') return serverMessage(lang, 'taskReasonRenderTime');
  if (s === 'editFailed' && t.renderFailure === 'stopped') return serverMessage(lang, 'taskReasonRenderStopped');
  if (s === 'editFailed') return serverMessage(lang, 'taskReasonEdit');
  return '';
}

const GONE_REASON = {
  avatar: 'taskReasonGoneAvatar',
  background: 'taskReasonGoneBackground',
  cover: 'taskReasonGoneCover',
  audio: 'taskReasonGoneAudio',
} as const satisfies Record<GoneUpload, ServerMessageKey>;
const GONE_STATE: TaskState = { status: 'editFailed', progress: 0, expired: false };

/**
 * The first upload a work is made from that the store no longer holds, or null. A real service keeps what it was
 * sent; the demo keeps uploads in the browser, which may lose them (storage cleared, a test tab reloaded).
 */
export function goneUpload(db: DbData, t: DbTask, media: string): GoneUpload | null {
  const gone = (ref: string | undefined) => !!ref?.startsWith('up:') && !hasObject(ref.slice(3), media);
  const source = (id: string | undefined) => db.sources.find((s) => s.id === id)?.ref;
  if (gone(t.ref) || gone(t.posterRef)) return 'avatar';
  if (gone(source(t.input.senior?.background?.sourceId))) return 'background';
  if (gone(t.coverRef)) return 'cover';
  if (t.input.scriptType === 'audio' && gone(source(t.input.audioSourceId))) return 'audio';
  return null;
}

/**
 * A finished work whose video was not made and one of whose uploads is gone fails, rather than playing its digital
 * human's stand-in clip as if it were the video: the reason names the upload, the power goes back once, and the
 * failed work offers Edit and resubmit. Kept on the work, so it does not come back to life.
 */
function failsForGoneUpload(db: DbData, t: DbTask, media: string, lang: Language): boolean {
  if (hasObject(workKey(t, lang), media)) return false;
  const gone = goneUpload(db, t, media);
  if (!gone) return false;
  t.uploadGone = gone;
  const user = db.users.find((u) => u.id === t.userId);
  if (user && !t.refunded && t.cost > 0) {
    t.refunded = true;
    changePower(db, user, t.cost, MODEL_RECORD[t.model], finishedAt(t), `refund:${t.name}`);
  }
  return true;
}

/**
 * A work's state as the fake service renders it: the clock's, except that a finished edit waits for its video file
 * (made in the browser, mirage/media, or by fake:serve's workers, mirage/node/nodeVideo.ts). Its render starts as soon as the work is seen in flight, so the file is
 * usually made while the clock still edits; a finished edit whose render runs shows 'editing' at 99% (for no longer
 * than that render), and one whose render waits in line behind other works' shows 'queued'. Where nothing can make
 * videos (unit tests of the backend alone) or making failed, the work ends as the clock says, with its digital
 * human's own clip; a render that passed its time limit, or whose worker stopped (mirage/media/studioWorker.ts),
 * fails the work in its edit with that reason, and its power goes back.
 */
export function workState(db: DbData, t: DbTask, now: number, media: string, lang: Language): TaskState {
  const key = workKey(t, lang);
  const failure = t.failAt || t.violation ? null : mediaFailure(key, media);
  if (failure) {
    t.failAt = 'edit';
    t.renderFailure = failure;
  }
  const st = taskState(t, now);
  if (t.uploadGone) return GONE_STATE;
  if (IN_FLIGHT.includes(st.status)) startRender(db, t, media, lang);
  if (st.status !== 'success' || st.expired) return st;
  if (failsForGoneUpload(db, t, media, lang)) return GONE_STATE;
  if (madeState(key, media, () => workRecipe(db, t, media, lang)) !== 'making') return st;
  if (!isMaking(key, media)) return { status: 'queued', progress: 0, expired: false };
  return { status: 'editing', progress: 0.99, expired: false };
}

/**
 * A new work starts rendering at once, so its file is usually made by the time its edit ends on the clock; a seeded
 * work's, in the language on show (`lang`).
 */
export function startRender(db: DbData, t: DbTask, media: string, lang: Language): void {
  if (!t.violation && !t.failAt) wantMedia(workKey(t, lang), media, () => workRecipe(db, t, media, lang));
}

export function taskDto(db: DbData, t: DbTask, now: number, lang: Language, media: string): TaskDto {
  const st = workState(db, t, now, media, lang);
  const end = finishedAt(t);
  const viewable = st.status === 'success' && !st.expired;
  return {
    id: t.id,
    name: t.name,
    mode: t.mode,
    model: t.model,
    status: st.status,
    progress: st.progress,
    queuePosition: queuePosition(db, t, now),
    reason: reason(t, lang, now),
    cost: t.cost,
    refunded: t.refunded,
    durationS: t.durationS,
    orientation: t.orientation,
    createdAt: t.createdAt,
    finishedAt: st.status === 'success' || isFailure(st.status) ? end : 0,
    expiresAt: st.status === 'success' ? end + TASK_KEEP_MS : 0,
    expired: st.expired,
    videoUrl: viewable ? resolveMedia(madeOr(workKey(t, lang), media, t.ref), media) : '',
    coverUrl: t.coverRef ? resolveMedia(t.coverRef, media) : '',
    posterUrl: resolveMedia(t.coverRef || (t.posterRef ?? ''), media),
  };
}
