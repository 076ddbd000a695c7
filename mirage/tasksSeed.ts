import { estimateSeconds } from '../src/domain/script';
import { billedSeconds, QUEUE_MS, videoCost, type VideoModel, WAIT_MS } from '../src/domain/task';
import type { DbData, DbTask } from './db';
import { faceClipRef } from './faceClips';
import { portraitRef } from './portraits';

const S = 1000;

/** The script of the seeded works, and that of the one refused for a banned word (mirage/seededNames.ts reads both). */
export const SEEDED_SCRIPT = '欢迎来到我们的直播间，今天为大家介绍新品。';
export const SEEDED_BANNED_SCRIPT = '今晚限时参与赌博式抽奖，赢取丰厚大奖。';
const H = 60 * 60 * S;

/**
 * A task of the member (u5) as the basic editor makes it with the free model (or `model`), the first digital human
 * and a platform voice, as long and as dear as its script; `extra` changes what differs. The seeds and the demo
 * scenes build their tasks with it.
 */
export const memberTask = (
  id: string,
  name: string,
  createdAt: number,
  extra: Partial<DbTask> = {},
  model: VideoModel = 'free',
): DbTask => {
  const durationS = billedSeconds(model, estimateSeconds(SEEDED_SCRIPT, 1));
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
    orientation: 'landscape',
    // The first digital human's own clip: what the work shows until (or unless) its video is made.
    ref: faceClipRef(portraitRef('av1'), 'landscape', 'seed:avatar-landscape'),
    coverRef: '',
    posterRef: portraitRef('av1'),
    input: {
      mode: 'basic',
      name,
      avatarId: 'av1',
      voiceId: 'sys-xiaoxiao',
      language: 'zh',
      scriptType: 'text',
      text: SEEDED_SCRIPT,
      rate: 1,
      audioSourceId: '',
      model,
      agreed: true,
    },
    ...extra,
  };
};

/** A work refused for its text: its script holds the banned word it was refused for. */
const refusedTask = (t: DbTask): DbTask => ({ ...t, input: { ...t.input, text: SEEDED_BANNED_SCRIPT } });

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
    memberTask('tk1', '新品介绍', now - 3 * H, {}, 'youzhi'),
    // Ten seconds into its edit: at real speed it completes 20 s after the demo starts; in tests the clock stands still.
    memberTask('tk2', '直播预告', now - (WAIT_MS + QUEUE_MS + 10 * S), { mode: 'senior' }, 'dingji'),
    memberTask('tk3', '门店宣传', now - 6 * H, { failAt: 'edit', refunded: true }),
    refusedTask(
      memberTask('tk4', '促销口播', now - 5 * H, { violation: 'textIllegal', violationDetail: '赌博', cost: 0 }),
    ),
    memberTask('tk5', '上周回顾', now - 60 * H, {
      ref: faceClipRef(portraitRef('av2'), 'vertical', 'seed:avatar-vertical'),
      orientation: 'vertical',
      posterRef: portraitRef('av2'),
    }),
  ];
  db.tasks = seeded.map((t): DbTask => ({ ...t, seeded: true }));
}
