import { estimateSeconds } from '../src/domain/script';
import {
  billedSeconds,
  QUEUE_MS,
  type TaskOrientation,
  type TaskSeniorInput,
  videoCost,
  type VideoModel,
  WAIT_MS,
} from '../src/domain/task';
import type { DbData, DbSource, DbTask } from './db';
import { faceClipRef } from './faceClips';
import { portraitRef } from './portraits';
import { SEEDED_TEXTS } from './seededTexts';

const S = 1000;

/** The script of the work refused for a banned word (mirage/seededNames.ts gives its English, holding the word). */
export const SEEDED_BANNED_SCRIPT = '今晚限时参与赌博式抽奖，赢取丰厚大奖。';
const H = 60 * 60 * S;

/**
 * What makes a seeded work its own video: its digital human (face and clip), voice and script, as the editor would
 * have chosen them. Each seeded work has its own, so no two make the same file.
 */
export interface WorkLook {
  avatarId: string;
  /** The digital human's clip, the work's video where none is made (fake:serve, the single-file demo). */
  clip: string;
  orientation: TaskOrientation;
  voiceId: string;
  text: string;
}

/** The member's first digital human speaking in Xiaoxiao's voice (the look a scene's work takes unless it says). */
export const HOST_LOOK: Omit<WorkLook, 'text'> = {
  avatarId: 'av1',
  clip: 'seed:avatar-landscape',
  orientation: 'landscape',
  voiceId: 'sys-xiaoxiao',
};

/**
 * A task of the member (u5) as the basic editor makes it with the free model (or `model`), in its `look`, as long
 * and as dear as its script; `extra` changes what differs. The seeds and the demo scenes build their tasks with it.
 */
export const memberTask = (
  id: string,
  name: string,
  createdAt: number,
  look: WorkLook,
  extra: Partial<DbTask> = {},
  model: VideoModel = 'free',
): DbTask => {
  const durationS = billedSeconds(model, estimateSeconds(look.text, 1));
  return {
    id,
    userId: 'u5',
    name,
    mode: 'basic',
    model,
    createdAt,
    violation: null,
    violationDetail: '',
    failAt: null,
    cost: videoCost(model, durationS),
    refunded: false,
    durationS,
    orientation: look.orientation,
    // The digital human's own clip (its face speaking, where the demo ships one): what the work shows until (or
    // unless) its video is made.
    ref: faceClipRef(portraitRef(look.avatarId), look.orientation, look.clip),
    coverRef: '',
    posterRef: portraitRef(look.avatarId),
    input: {
      mode: 'basic',
      name,
      avatarId: look.avatarId,
      voiceId: look.voiceId,
      language: 'zh',
      scriptType: 'text',
      text: look.text,
      rate: 1,
      audioSourceId: '',
      model,
      agreed: true,
    },
    ...extra,
  };
};

/** A picture the member uploaded for the advanced work, shipped with the demo (mirage/media.ts). */
const seededPicture = (id: string, kind: DbSource['kind'], ref: string, fileName: string, at: number): DbSource => ({
  id,
  key: `seed/${fileName}`,
  userId: 'u5',
  kind,
  fileName,
  fileSize: 4096,
  contentType: 'image/svg+xml',
  issuedAt: at,
  expireAt: at,
  saved: true,
  ref,
  duration: 0,
  width: kind === 'backgroundImage' ? 1920 : 800,
  height: kind === 'backgroundImage' ? 1080 : 800,
});

/**
 * The advanced work: its own face and voice over a studio background, with its cover title and image and the
 * presenter's business card, every word seeded in Chinese and read in the language on show (mirage/seededTexts.ts).
 */
function livestreamPreview(db: DbData, id: string, createdAt: number): DbTask {
  const background = seededPicture('src-live-bg', 'backgroundImage', 'seed:live-background', 'studio.svg', createdAt);
  const cover = seededPicture('src-live-cover', 'image', 'seed:live-cover', 'mug.svg', createdAt);
  db.sources.push(background, cover);
  const senior: TaskSeniorInput = {
    orientation: 'landscape',
    background: { kind: 'image', sourceId: background.id },
    cover: { title: SEEDED_TEXTS.liveCoverTitle.zh, fontStyle: 'hei', fontSize: 64, imageSourceId: cover.id },
    card: { name: '陈静', intro: SEEDED_TEXTS.liveCardIntro.zh, fontSize: 30, style: 'classic' },
  };
  const look: WorkLook = {
    avatarId: 'av3',
    clip: 'seed:avatar-studio',
    orientation: 'landscape',
    voiceId: 'sys-yunyang',
    text: SEEDED_TEXTS.liveScript.zh,
  };
  const t = memberTask(id, '直播预告', createdAt, look, { mode: 'senior', coverRef: cover.ref }, 'dingji');
  return { ...t, input: { ...t.input, mode: 'senior', senior } };
}

/**
 * Seeded video tasks of the member (u5), times relative to `now`: one successful, one editing, one whose edit failed
 * (already refunded), one refused for a banned word, and one successful more than 48 hours ago (expired). Seeded
 * costs have no ledger records: the seeded balance already reflects them.
 */
export function seedTasks(db: DbData, now: number): void {
  // A member with VIP but only 540 points (customer c4) gets a digital human, so the insufficient-power dialog can
  // be shown from the editor: the top model costs at least 600.
  const base = db.avatars.find((a) => a.id === 'av1');
  if (base && db.users.some((u) => u.id === 'c4'))
    db.avatars.push({
      ...base,
      id: 'av-c4',
      userId: 'c4',
      name: '门店形象',
      createdAt: now - 2 * H,
      readyAt: now - 2 * H,
      posterRef: portraitRef('av-c4'),
      // Its own face's clip, not the first digital human's.
      ref: faceClipRef(portraitRef('av-c4'), base.orientation, 'seed:avatar-landscape'),
    });
  const seeded: DbTask[] = [
    memberTask('tk1', '新品介绍', now - 3 * H, { ...HOST_LOOK, text: SEEDED_TEXTS.introScript.zh }, {}, 'youzhi'),
    // Ten seconds into its edit: at real speed it completes 20 s after the demo starts; in tests the clock stands still.
    livestreamPreview(db, 'tk2', now - (WAIT_MS + QUEUE_MS + 10 * S)),
    memberTask(
      'tk3',
      '门店宣传',
      now - 6 * H,
      { ...HOST_LOOK, avatarId: 'av3', clip: 'seed:avatar-studio', text: SEEDED_TEXTS.storeScript.zh },
      { failAt: 'edit', refunded: true },
    ),
    memberTask(
      'tk4',
      '促销口播',
      now - 5 * H,
      { ...HOST_LOOK, text: SEEDED_BANNED_SCRIPT },
      { violation: 'textIllegal', violationDetail: '赌博', cost: 0 },
    ),
    memberTask('tk5', '上周回顾', now - 60 * H, {
      avatarId: 'av2',
      clip: 'seed:avatar-vertical',
      orientation: 'vertical',
      voiceId: 'sys-yunyang',
      text: SEEDED_TEXTS.recapScript.zh,
    }),
  ];
  db.tasks = seeded.map((t): DbTask => ({ ...t, seeded: true }));
}
