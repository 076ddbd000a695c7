import type { Language } from '../src/domain/language';
import { SEEDED_TEXTS_EN, seededTextIn } from './seededTexts';
import { SEEDED_BANNED_SCRIPT } from './tasksSeed';

/**
 * The English of every name the demo's seed gives that a person reads: packages, digital humans, voices, works and
 * the notes of the seeded spending. The seed writes them in Chinese (the service's own language); a demo shown in
 * another language (a brand or demo link that sets English, or a person's pick) reads them in English, as a real
 * service is free to answer a caller in its Accept-Language. Brand words go through the contract's own field instead
 * (fixtures/brands.json `wordsEn`), and the seeded customers read by their English names (fixtures/customers.json
 * `nicknameEn`, from faker's en locale). A name a person typed is never one of these unless they typed it so: it is
 * shown as it is. The demo accounts' names and the seeded scripts are the seed's too, and read in the caller's
 * language as well (a seeded work refused for a banned word names the word its script holds in that language).
 */
const NAMES_EN: Record<string, string> = {
  // fixtures/packages.json
  体验日卡: 'Day trial pass',
  月度会员: 'Monthly membership',
  季度会员: 'Quarterly membership',
  半年会员: 'Half-year membership',
  年度会员: 'Annual membership',
  // mirage/assetsSeed.ts and tasksSeed.ts: digital humans
  主播小静: 'Host Jing',
  竖屏讲解: 'Portrait explainer',
  演播室: 'Studio',
  赵磊形象: "Zhao Lei's likeness",
  品牌代言人: 'Brand ambassador',
  代理讲师: 'Agent trainer',
  门店形象: 'Store presenter',
  // voices
  我的声音: 'My voice',
  轻快女声: 'Bright female voice',
  嘈杂录音: 'Noisy recording',
  新训练声音: 'Newly trained voice',
  赵磊的声音: "Zhao Lei's voice",
  // works
  新品介绍: 'New product intro',
  直播预告: 'Livestream preview',
  门店宣传: 'Store promotion',
  促销口播: 'Sales pitch',
  上周回顾: "Last week's recap",
  // mirage/scenes/moments.ts: the videoRenders scene's work, the outOfPower scene's customer and her spending
  春季新品发布: 'Spring launch',
  林晓: 'Lena Lin',
  门店宣传片: 'Store promo film',
  新品上市: 'New product launch',
  // fixtures/history.json: what each spending was for
  新品发布会: 'Product launch',
  产品介绍: 'Product introduction',
  有声书第一章: 'Audiobook chapter 1',
  证件照换脸: 'ID photo face swap',
  短视频换脸: 'Short video face swap',
  年会开场视频: 'Annual meeting opener',
  课程第1节: 'Course lesson 1',
  日常口播: 'Daily talk',
  品牌宣传片: 'Brand film',
  播客片段: 'Podcast clip',
  课程第2节: 'Course lesson 2',
  // mirage/assetsSeed.ts: the scripts of the generated audio
  '欢迎来到我们的直播间，<#0.3#>今天为大家介绍新品。':
    'Welcome to our live room.<#0.3#> Today we present our new products.',
  '感谢您的关注，<#1#>我们下期再见，祝您生活愉快。':
    'Thank you for watching.<#1#> See you next time, and have a good day.',
  '这是一段两天前生成的音频，已经超过保存期限。': 'This audio was made two days ago and is past its keeping time.',
  // mirage/tasksSeed.ts: the script of the work refused for a banned word, holding the word in English
  [SEEDED_BANNED_SCRIPT]: 'Tonight only: join our gambling-style lucky draw and win big prizes.',
  // mirage/seededTexts.ts: the works' scripts, cover title and card (in Spanish and Japanese too: seededName)
  ...SEEDED_TEXTS_EN,
};

/**
 * The Chinese of the seeded names written in English (the platform's voices, named as the service names them): a
 * Chinese demo reads them in Chinese, as an English one reads the Chinese seed in English.
 */
const NAMES_ZH: Record<string, string> = {
  Xiaoxiao: '晓晓',
  Yunyang: '云扬',
};

/**
 * Adds the English names of the seeded people that have one (the customers' `nicknameEn`). mirage/seed.ts gives the
 * customers fixture; Playwright's specs, which load no JSON modules, read the same file and give it too.
 */
export function addSeededPeople(people: readonly { nickname: string; nicknameEn?: string }[]): void {
  for (const p of people) if (p.nicknameEn) NAMES_EN[p.nickname] = p.nicknameEn;
}

/** Every seeded name with its English. */
export const SEEDED_NAMES_EN: Readonly<Record<string, string>> = NAMES_EN;

/**
 * A seeded name in the caller's language: in Chinese (as seeded, or the Chinese of a name seeded in English), in
 * English in any other language, except the texts a made video speaks or shows (mirage/seededTexts.ts), which read in
 * the caller's own language as the video does; any other text as it is.
 */
export function seededName(name: string, lang: Language): string {
  if (lang === 'zh') return NAMES_ZH[name] ?? name;
  const text = seededTextIn(name, lang);
  return text !== name ? text : (NAMES_EN[name] ?? name);
}

/** A search finds a seeded name by the words the caller reads as well as by the stored ones. */
export function nameMatches(name: string, query: string, lang: Language): boolean {
  const q = query.trim().toLowerCase();
  return [name, seededName(name, lang)].some((n) => n.toLowerCase().includes(q));
}

/**
 * An answer's data with every seeded name in the caller's language. Only whole strings that are a seeded name change
 * (a name inside a longer text, such as a script, stays), so ids, codes, numbers and typed names pass untouched.
 */
export function seededNamesIn<T>(data: T, lang: Language): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return seededName(v, lang);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(data) as T;
}
