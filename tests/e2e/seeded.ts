import { seedAssets } from '../../mirage/assetsSeed';
import { fixture } from '../fixtureFile';
import { addSeededPeople, seededName } from '../../mirage/seededNames';
import type { DbData } from '../../mirage/db';
import { seedTasks } from '../../mirage/tasksSeed';
import type { Language } from '../../src/domain/language';

/**
 * The demo's seeded data as the tests see it, read from where the fake server reads it (fixtures/*.json and the seed
 * modules of mirage/), so a test names "the member's nickname" or "the seeded avatar av3" instead of repeating its zh
 * text (the fixtures read by tests/fixtureFile.ts).
 */

interface Person {
  id: string;
  mobile: string;
  nickname: string;
  nicknameEn?: string;
}
const people = [...fixture<Person[]>('accounts'), ...fixture<Person[]>('customers')];
addSeededPeople(people);
const packages = fixture<{ id: string; name: string }[]>('packages');
const brands = fixture<{ oemCode: string; words: string; wordsEn?: string }[]>('brands');
const moderation = fixture<{ bannedWords: string[] }>('moderation');

/** A word the fake server's moderation refuses in a video's text (fixtures/moderation.json). */
export const BANNED_WORD = moderation.bannedWords[0];

// The seeded avatars, voices and tasks; times do not matter here, so they are seeded at time 0.
const assets = { users: people, avatars: [], voices: [], audios: [], tasks: [], sources: [] } as unknown as DbData;
seedAssets(assets, 0);
seedTasks(assets, 0);

/** The language a page is read in: the fake answers its seeded names in it (mirage/seededNames.ts). */
type Lang = 'zh' | 'en';

function find<T extends { id: string }>(rows: T[], id: string, what: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no seeded ${what} ${id}`);
  return row;
}

/**
 * The nickname of a seeded account or customer, by mobile or id, as a page in `lang` shows it:
 * `nickname(ACCOUNTS.member)`; a customer reads by an English name in English (mirage/seededNames.ts).
 */
export function nickname(mobileOrId: string, lang: Lang = 'zh'): string {
  const person = people.find((p) => p.mobile === mobileOrId || p.id === mobileOrId);
  if (!person) throw new Error(`no seeded person ${mobileOrId}`);
  return seededName(person.nickname, lang);
}

/**
 * The name of a seeded digital human (`av1`…), voice (`vo1`…), video task (`tk1`…) or package (`p1`…), as a page in
 * `lang` shows it.
 */
export const avatarName = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(assets.avatars, id, 'avatar').name, lang);
export const voiceName = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(assets.voices, id, 'voice').name, lang);
export const taskName = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(assets.tasks, id, 'task').name, lang);
export const packageName = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(packages, id, 'package').name, lang);
/** The text of a seeded generated audio (`au1`…) as a page in `lang` shows it: its row in the AI audio list is named by it. */
export const audioText = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(assets.audios, id, 'audio').text, lang);
/**
 * A platform voice, by the name the service gives it (mirage/systemTimbres.ts), as a page in `lang` shows it: 晓晓 in
 * Chinese, Xiaoxiao in English.
 */
export const platformVoice = (name: 'Xiaoxiao' | 'Yunyang', lang: Language = 'zh'): string => seededName(name, lang);
/** The script of a seeded work as a page in `lang` shows it (the refused one `tk4` holds a banned word). */
export const taskScript = (id: string, lang: Lang = 'zh'): string =>
  seededName(find(assets.tasks, id, 'task').input.text, lang);

/** The name a brand shows in `lang` (fixtures/brands.json), by its code: the default brand is `ZHIYING`. */
export function brandName(oemCode = 'ZHIYING', lang: Lang = 'zh'): string {
  const brand = brands.find((b) => b.oemCode === oemCode);
  if (!brand) throw new Error(`no seeded brand ${oemCode}`);
  return lang === 'en' && brand.wordsEn ? brand.wordsEn : brand.words;
}
