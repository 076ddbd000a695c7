import type { Language } from '../src/domain/language';

/**
 * The seeded texts a made video speaks or shows, in each language the console reads: the seeded works' scripts and
 * the advanced work's cover title and card. The seed writes them in Chinese (as the service stores them); a video is
 * made in the language on show, so its speech, subtitles, cover and card read as the console does
 * (mirage/media/recipe.ts), and a page shows the same words (mirage/seededNames.ts). Japanese scripts are written in
 * kana: the speech engine reads kana, not kanji; what is only drawn (a cover title, a card) keeps its kanji.
 */
export type SeededText = Record<Language, string>;

export const SEEDED_TEXTS = {
  /** "New product intro" (tk1). */
  introScript: {
    zh: '欢迎了解我们的新品保温杯，轻巧耐用，整天保温。',
    en: 'Meet our new travel mug: light, tough, and warm all day.',
    es: 'Les presentamos nuestro nuevo termo. Es ligero, resistente y caliente todo el día.',
    ja: 'あたらしいマグをごしょうかいします。かるくて、じょうぶです。',
  },
  /** "Livestream preview" (tk2), the advanced one. */
  liveScript: {
    zh: '今晚八点直播间见，新品首发，下单有礼。',
    en: 'Join us live tonight at eight. Our new range launches, with a gift for early orders.',
    es: 'Acompáñenos en directo esta noche a las ocho. Estrenamos colección, con regalo.',
    ja: 'こんや、はちじに、ライブでおあいしましょう。プレゼントもあります。',
  },
  liveCoverTitle: {
    zh: '今晚八点 新品直播',
    en: 'New range, live tonight at 8',
    es: 'En directo hoy a las 8',
    ja: '今夜8時 新商品ライブ',
  },
  liveCardIntro: {
    zh: '品牌主播 · 新品体验官',
    en: 'Brand host · New product tester',
    es: 'Presentadora de la marca',
    ja: 'ブランド公式ホスト',
  },
  /** "Store promotion" (tk3, its edit failed). */
  storeScript: {
    zh: '本周末门店全场八折，欢迎到店选购。',
    en: 'This weekend everything in store is twenty percent off; come and shop with us.',
    es: 'Este fin de semana todo en la tienda tiene un veinte por ciento de descuento; vengan a comprar.',
    ja: 'こんしゅうまつは、てんないぜんぴん、にわりびきです。ぜひ、ごらいてんください。',
  },
  /** "Last week's recap" (tk5, vertical, expired). */
  recapScript: {
    zh: '上周我们走进了三家门店，听到了很多真实的声音，谢谢大家。',
    en: 'Last week we visited three stores and heard many real stories. Thank you all.',
    es: 'La semana pasada visitamos tres tiendas y escuchamos muchas historias reales. Gracias a todos.',
    ja: 'せんしゅうは、みっつのおみせをたずねて、たくさんのこえをききました。みなさん、ありがとうございました。',
  },
  /** The videoRenders scene's work, "Spring launch" (mirage/scenes/moments.ts). */
  springScript: {
    zh: '春季新品今日上市，欢迎进店体验。',
    en: 'Our spring range is in stores today; come in and try it.',
    es: 'La colección de primavera llega hoy a las tiendas; vengan a probarla.',
    ja: 'はるのしんしょうひんが、きょうはつばいです。ぜひ、おみせでおためしください。',
  },
} as const satisfies Record<string, SeededText>;

const BY_ZH = new Map<string, SeededText>(Object.values(SEEDED_TEXTS).map((t) => [t.zh, t]));

/** Whether a text is one of these, as seeded: a video of it is made in the language on show. */
export const isSeededText = (text: string): boolean => BY_ZH.has(text);

/** A seeded text in `lang`; any other text (one a person typed) as it is. */
export const seededTextIn = (text: string, lang: Language): string => BY_ZH.get(text)?.[lang] ?? text;

/** Every seeded text's English, by its Chinese (mirage/seededNames.ts adds them to the seeded names). */
export const SEEDED_TEXTS_EN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(SEEDED_TEXTS).map((t) => [t.zh, t.en]),
);
