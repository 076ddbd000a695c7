import type { DbData } from '../db';
import { SEEDED_TEXTS } from '../seededTexts';
import { HOST_LOOK, memberTask } from '../tasksSeed';

/** How many more voices, audio clips and works than the seeded ones: every such list of the member has pages. */
export const LONG_LIST_COUNT = 25;

const D = 24 * 60 * 60 * 1000;

/**
 * The member (13800000005) with a long history: LONG_LIST_COUNT trained voices, generated audio clips and finished
 * works besides the seeded ones, older than all of them, numbered so a search or a page names any of them.
 */
export function seedLongLists(db: DbData, now: number): void {
  if (!db.users.some((u) => u.id === 'u5')) return;
  for (let i = 1; i <= LONG_LIST_COUNT; i++) {
    const n = String(i).padStart(2, '0');
    // The first made first, a day apart, the newest still older than every seeded record.
    const at = now - (60 - i) * D;
    db.voices.push({
      id: `vol${i}`,
      userId: 'u5',
      name: `Voice ${n}`,
      version: 'basic',
      ref: 'seed:voice-sample-1',
      createdAt: at,
      trainedAt: at + 20_000,
      fails: false,
      purchased: false,
    });
    db.audios.push({
      id: `aul${i}`,
      userId: 'u5',
      voiceId: `vol${i}`,
      voiceName: `Voice ${n}`,
      text: `Clip ${n}`,
      rate: 1,
      ref: 'seed:voice-sample-1',
      durationS: 6,
      cost: 10,
      createdAt: at,
      readyAt: at + 5_000,
    });
    db.tasks.push({
      ...memberTask(`tkl${i}`, `Work ${n}`, at, { ...HOST_LOOK, text: SEEDED_TEXTS.introScript.zh }),
      seeded: true,
    });
  }
}
