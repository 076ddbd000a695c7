/**
 * A script as it is read aloud: numbers, prices, percentages, dates, times, phone numbers, units, web addresses and
 * the abbreviations of street addresses written out in words, in the script's language. The synthesizer speaks this
 * text and the editor's length estimate counts it, so a script full of figures is heard at the voice's own pace and
 * its estimate is the length of what is heard. Pure: no engine, no I/O.
 *
 * Cardinal numbers come from n2words (English, Spanish, Chinese); Japanese is written in kana here, since the engine
 * reads kana and not kanji numerals.
 */
import { toCardinal as enCardinal, toOrdinal as enOrdinal } from 'n2words/en-US';
import { toCardinal as esCardinal } from 'n2words/es-ES';
import { toCardinal as zhCardinal } from 'n2words/zh-Hans-CN';
import type { OutputLanguage } from './task';

/** The languages whose figures are written out; the engine reads the others' digits itself. */
export type SpokenLanguage = 'en' | 'es' | 'zh' | 'ja';
const SPOKEN: readonly OutputLanguage[] = ['en', 'es', 'zh', 'ja'];

interface Words {
  cardinal(n: string): string;
  digit: readonly string[];
  point: string;
  /** A phone number's groups, joined as they are read (a short breath between groups). */
  groupJoin: string;
  percent(n: string): string;
  /** Month 1-12, day, year as written numbers. */
  date(month: number, day: number, year: string): string;
  time(hour: number, minute: number, half: 'am' | 'pm' | ''): string;
  money(currency: Currency, whole: string, cents: string): string;
  unit: Record<string, string>;
  dot: string;
  letters: Record<string, string>;
  and: string;
  plus: string;
  at: string;
}

type Currency = 'usd' | 'eur' | 'gbp' | 'cny' | 'jpy';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ES_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** Digits as read one by one (phone numbers, the digits after a decimal point). */
const EN_DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ES_DIGITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const JA_DIGITS = ['ぜろ', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];

/** An English year as it is said: 2026 "twenty twenty-six", 2005 "two thousand five", 1999 "nineteen ninety-nine". */
function enYear(year: string): string {
  const y = Number(year);
  if (year.length !== 4 || y % 1000 < 10 || y % 100 === 0) return enCardinal(year);
  return `${enCardinal(Math.floor(y / 100))} ${enCardinal(y % 100)}`;
}

const EN: Words = {
  cardinal: (n) => enCardinal(n),
  digit: EN_DIGITS,
  point: 'point',
  groupJoin: ', ',
  percent: (n) => `${n} percent`,
  date: (m, d, y) => `${EN_MONTHS[m - 1]} ${enOrdinal(d)}, ${enYear(y)}`,
  time: (h, m, half) =>
    `${enCardinal(h)} ${m === 0 ? (half ? '' : "o'clock") : m < 10 ? `oh ${enCardinal(m)}` : enCardinal(m)}${half ? ` ${half === 'am' ? 'ay em' : 'pee em'}` : ''}`.replace(
      /\s+/g,
      ' ',
    ),
  money: (c, whole, cents) => {
    const name = { usd: 'dollars', eur: 'euros', gbp: 'pounds', cny: 'yuan', jpy: 'yen' }[c];
    const w = `${whole} ${whole === 'one' ? name.replace(/s$/, '') : name}`;
    return cents ? `${w} and ${cents} ${c === 'gbp' ? 'pence' : 'cents'}` : w;
  },
  unit: {
    km: 'kilometers',
    m: 'meters',
    cm: 'centimeters',
    mm: 'millimeters',
    kg: 'kilograms',
    g: 'grams',
    mg: 'milligrams',
    l: 'liters',
    ml: 'milliliters',
    gb: 'gigabytes',
    mb: 'megabytes',
    tb: 'terabytes',
    kb: 'kilobytes',
    h: 'hours',
    min: 'minutes',
    s: 'seconds',
    ms: 'milliseconds',
    mph: 'miles per hour',
    'km/h': 'kilometers per hour',
    '°c': 'degrees Celsius',
    '°f': 'degrees Fahrenheit',
    ft: 'feet',
    in: 'inches',
    lb: 'pounds',
    lbs: 'pounds',
    oz: 'ounces',
    mi: 'miles',
    sqft: 'square feet',
    'm²': 'square meters',
    m2: 'square meters',
  },
  dot: 'dot',
  letters: { www: 'double-u double-u double-u' },
  and: 'and',
  plus: 'plus',
  at: 'at',
};

const ES: Words = {
  cardinal: (n) => esCardinal(n),
  digit: ES_DIGITS,
  point: 'coma',
  groupJoin: ', ',
  percent: (n) => `${n} por ciento`,
  date: (m, d, y) => `${d === 1 ? 'primero' : esCardinal(d)} de ${ES_MONTHS[m - 1]} de ${esCardinal(y)}`,
  time: (h, m, half) =>
    `${esCardinal(h)}${m === 0 ? (half ? '' : ' en punto') : m === 30 ? ' y media' : ` y ${esCardinal(m)}`}${
      half === 'am' ? ' de la mañana' : half === 'pm' ? ' de la tarde' : ''
    }`,
  money: (c, whole, cents) => {
    const name = { usd: 'dólares', eur: 'euros', gbp: 'libras', cny: 'yuanes', jpy: 'yenes' }[c];
    const w = `${whole} ${name}`;
    return cents ? `${w} con ${cents} ${c === 'gbp' ? 'peniques' : 'céntimos'}` : w;
  },
  unit: {
    km: 'kilómetros',
    m: 'metros',
    cm: 'centímetros',
    mm: 'milímetros',
    kg: 'kilos',
    g: 'gramos',
    mg: 'miligramos',
    l: 'litros',
    ml: 'mililitros',
    gb: 'gigas',
    mb: 'megas',
    tb: 'teras',
    kb: 'kilobytes',
    h: 'horas',
    min: 'minutos',
    s: 'segundos',
    ms: 'milisegundos',
    'km/h': 'kilómetros por hora',
    '°c': 'grados',
    '°f': 'grados Fahrenheit',
    'm²': 'metros cuadrados',
    m2: 'metros cuadrados',
  },
  dot: 'punto',
  letters: { www: 'uve doble uve doble uve doble' },
  and: 'y',
  plus: 'más',
  at: 'arroba',
};

/** Chinese cardinals in everyday numerals, "十" rather than "一十" at the front. */
const zhNumber = (n: string): string => zhCardinal(n, { formal: false }).replace(/^一十/, '十');

const ZH: Words = {
  cardinal: zhNumber,
  digit: ZH_DIGITS,
  point: '点',
  groupJoin: '，',
  percent: (n) => `百分之${n}`,
  date: (m, d, y) =>
    `${Array.from(y, (c) => ZH_DIGITS[Number(c)]).join('')}年${zhNumber(String(m))}月${zhNumber(String(d))}日`,
  time: (h, m, half) =>
    `${half === 'am' ? '上午' : half === 'pm' ? '下午' : ''}${zhNumber(String(h))}点${
      m === 0 ? '' : m === 30 ? '半' : `${m < 10 ? '零' : ''}${zhNumber(String(m))}分`
    }`,
  money: (c, whole, cents) => {
    const name = { usd: '美元', eur: '欧元', gbp: '英镑', cny: '元', jpy: '日元' }[c];
    return cents ? `${whole}点${cents}${name}` : `${whole}${name}`;
  },
  unit: {
    km: '公里',
    m: '米',
    cm: '厘米',
    mm: '毫米',
    kg: '公斤',
    g: '克',
    mg: '毫克',
    l: '升',
    ml: '毫升',
    gb: 'G',
    mb: '兆',
    h: '小时',
    min: '分钟',
    s: '秒',
    'km/h': '公里每小时',
    '°c': '摄氏度',
    'm²': '平方米',
    m2: '平方米',
  },
  dot: '点',
  letters: {},
  and: '和',
  plus: '加',
  at: '艾特',
};

/** Japanese numbers in kana, with the sound changes of hundreds and thousands (さんびゃく, はっせん). */
const JA_ONES = ['', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];
const JA_TENS = [
  '',
  'じゅう',
  'にじゅう',
  'さんじゅう',
  'よんじゅう',
  'ごじゅう',
  'ろくじゅう',
  'ななじゅう',
  'はちじゅう',
  'きゅうじゅう',
];
const JA_HUNDREDS = [
  '',
  'ひゃく',
  'にひゃく',
  'さんびゃく',
  'よんひゃく',
  'ごひゃく',
  'ろっぴゃく',
  'ななひゃく',
  'はっぴゃく',
  'きゅうひゃく',
];
const JA_THOUSANDS = [
  '',
  'せん',
  'にせん',
  'さんぜん',
  'よんせん',
  'ごせん',
  'ろくせん',
  'ななせん',
  'はっせん',
  'きゅうせん',
];
const JA_MYRIADS = ['', 'まん', 'おく', 'ちょう', 'けい'];

function jaBelow10000(n: number): string {
  return (
    JA_THOUSANDS[Math.floor(n / 1000)] +
    JA_HUNDREDS[Math.floor(n / 100) % 10] +
    JA_TENS[Math.floor(n / 10) % 10] +
    JA_ONES[n % 10]
  );
}

/** A whole number (digits) in kana; a decimal after "てん" digit by digit. */
export function jaNumber(n: string): string {
  const [whole, fraction] = n.split('.');
  let digits = whole.replace(/^0+(?=\d)/, '');
  let out = '';
  if (/^0+$/.test(digits)) out = 'ぜろ';
  else {
    for (let i = 0; digits.length > 0 && i < JA_MYRIADS.length; i++) {
      const group = Number(digits.slice(-4));
      digits = digits.slice(0, -4);
      if (group) out = jaBelow10000(group) + JA_MYRIADS[i] + out;
    }
  }
  return fraction ? `${out}てん${Array.from(fraction, (c) => JA_DIGITS[Number(c)]).join('')}` : out;
}

/** An hour before "じ": 4, 7 and 9 o'clock are よじ, しちじ and くじ. */
const jaHour = (h: number): string =>
  ({ 4: 'よ', 7: 'しち', 9: 'く', 14: 'じゅうよ', 17: 'じゅうしち', 19: 'じゅうく' })[h] ?? jaNumber(String(h));

const JA: Words = {
  cardinal: jaNumber,
  digit: JA_DIGITS,
  point: 'てん',
  groupJoin: '、',
  percent: (n) => `${n}パーセント`,
  date: (m, d, y) => `${jaNumber(y)}ねん${jaNumber(String(m))}がつ${jaNumber(String(d))}にち`,
  time: (h, m, half) =>
    `${half === 'am' ? 'ごぜん' : half === 'pm' ? 'ごご' : ''}${jaHour(h)}じ${
      m === 0 ? '' : m === 30 ? 'はん' : `${jaNumber(String(m))}ふん`
    }`,
  money: (c, whole, cents) => {
    const name = { usd: 'ドル', eur: 'ユーロ', gbp: 'ポンド', cny: 'げん', jpy: 'えん' }[c];
    return cents ? `${whole}${name}${cents}セント` : `${whole}${name}`;
  },
  unit: {
    km: 'キロメートル',
    m: 'メートル',
    cm: 'センチ',
    mm: 'ミリ',
    kg: 'キロ',
    g: 'グラム',
    mg: 'ミリグラム',
    l: 'リットル',
    ml: 'ミリリットル',
    gb: 'ギガ',
    mb: 'メガ',
    h: 'じかん',
    min: 'ふん',
    s: 'びょう',
    'km/h': 'キロ',
    '°c': 'ど',
    'm²': 'へいほうメートル',
    m2: 'へいほうメートル',
  },
  dot: 'ドット',
  letters: {},
  and: 'アンド',
  plus: 'プラス',
  at: 'アット',
};

const WORDS: Record<SpokenLanguage, Words> = { en: EN, es: ES, zh: ZH, ja: JA };

const CURRENCY_SIGN: Record<string, Currency> = { $: 'usd', '€': 'eur', '£': 'gbp', '¥': 'cny', '￥': 'cny' };
const CURRENCY_WORD: Record<string, Currency> = {
  dollar: 'usd',
  dollars: 'usd',
  usd: 'usd',
  dólares: 'usd',
  dolares: 'usd',
  美元: 'usd',
  ドル: 'usd',
  euro: 'eur',
  euros: 'eur',
  eur: 'eur',
  欧元: 'eur',
  ユーロ: 'eur',
  元: 'cny',
  块: 'cny',
  rmb: 'cny',
  円: 'jpy',
  yen: 'jpy',
};

const STREET: Record<'en' | 'es', Record<string, string>> = {
  en: {
    st: 'Street',
    ave: 'Avenue',
    rd: 'Road',
    blvd: 'Boulevard',
    dr: 'Drive',
    ln: 'Lane',
    apt: 'Apartment',
    ste: 'Suite',
  },
  es: { av: 'avenida', avda: 'avenida', pza: 'plaza' },
};

/** Digits read one by one, in groups as written ("800 555 0199" -> three groups). */
const digitsOf = (w: Words, digits: string): string =>
  Array.from(digits, (c) => w.digit[Number(c)]).join(w === ZH || w === JA ? '' : ' ');

function numberWords(w: Words, raw: string, language: SpokenLanguage): string {
  // Thousands separators as the language writes them (1,299 / 1.299); a decimal point or comma after.
  const thousands = language === 'es' ? '.' : ',';
  const decimal = language === 'es' ? ',' : '.';
  // A separator is one of thousands only before exactly three digits: a Spanish "2.5" stays two and a half.
  const plain = raw.replace(new RegExp(`\\${thousands}(?=\\d{3}(?!\\d))`, 'g'), '');
  const [whole, fraction] = plain.split(decimal);
  // Past the trillions a figure is read digit by digit, as people read long codes.
  const wholeWords = whole.length > 15 ? digitsOf(w, whole) : w.cardinal(whole);
  if (!fraction) return wholeWords;
  if (language === 'ja') return jaNumber(`${whole}.${fraction}`);
  return `${wholeWords}${language === 'zh' ? '' : ' '}${w.point}${language === 'zh' ? '' : ' '}${digitsOf(w, fraction)}`;
}

/** A number pattern: 1,299.99 or 1.299,99 or 1299. */
const NUM = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;

function spaced(language: SpokenLanguage, s: string): string {
  return language === 'zh' || language === 'ja' ? s : ` ${s} `;
}

/**
 * `text` as it is read aloud in `language`. Text in a language other than the four is returned as written (the
 * engine reads its figures itself).
 */
export function spokenText(text: string, language: OutputLanguage): string {
  if (!SPOKEN.includes(language)) return text;
  const lang = language as SpokenLanguage;
  const w = WORDS[lang];
  const num = (raw: string) => numberWords(w, raw, lang);
  const sp = (s: string) => spaced(lang, s);
  let t = text;

  // Web and e-mail addresses: "www.example.com" -> "double-u double-u double-u dot example dot com".
  t = t.replace(/\b(?:https?:\/\/)?((?:www\.)?[a-z0-9-]+(?:\.[a-z]{2,})+)(?:\/\S*)?/gi, (_m, host: string) =>
    sp(
      host
        .split('.')
        .map((p) => w.letters[p.toLowerCase()] ?? p)
        .join(sp(w.dot)),
    ),
  );
  t = t.replace(/([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)/g, (_m, user: string, host: string) =>
    sp(`${user}${sp(w.at)}${host.split('.').join(sp(w.dot))}`),
  );

  // Dates: 12/31/2026 (month first in English, day first in Spanish), 2026-12-31, 2026/12/31.
  t = t.replace(/\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/g, (m, y: string, mo: string, d: string) =>
    validDate(+mo, +d) ? sp(w.date(+mo, +d, y)) : m,
  );
  t = t.replace(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g, (m, a: string, b: string, y: string) => {
    const [mo, d] = lang === 'en' ? [+a, +b] : [+b, +a];
    return validDate(mo, d) ? sp(w.date(mo, d, y)) : m;
  });
  // Chinese and Japanese dates in their own characters keep them; the year is read digit by digit in Chinese.
  if (lang === 'zh') t = t.replace(/(\d{4})年/g, (_m, y: string) => `${digitsOf(w, y)}年`);

  // Times: 9:30, 9:30 am, 14:05.
  t = t.replace(/\b([01]?\d|2[0-3]):([0-5]\d)(?:\s*([ap])\.?\s?m\b\.?)?/gi, (_m, h: string, mi: string, ap?: string) =>
    sp(w.time(+h, +mi, ap ? (ap.toLowerCase() === 'a' ? 'am' : 'pm') : '')),
  );

  // Japanese block addresses: 1-2-3 is "いちのにのさん".
  if (lang === 'ja')
    t = t.replace(/\b(\d{1,4})-(\d{1,4})(?:-(\d{1,4}))?\b(?![\s-]\d)/g, (m) => m.split('-').map(jaNumber).join('の'));

  // Phone numbers: 800 555 0199, 800-555-0199, (800) 555-0199, +1 800 555 0199, 138 0013 8000, 03 1234 5678,
  // 13800138000.
  t = t.replace(/(\+\d{1,3}[\s-]?)?\(?\b\d{2,4}\)?[\s-]\d{3,4}[\s-]\d{3,4}\b|\b1\d{10}\b/g, (m) =>
    sp(
      m
        .match(/\d+/g)
        ?.map((g) => digitsOf(w, g))
        .join(w.groupJoin) ?? m,
    ),
  );

  // Prices: $1,299.99, ¥99, 1299 dollars, 99元, 99円, 5 euros.
  const money = (c: Currency, raw: string) => {
    const sep = lang === 'es' ? ',' : '.';
    const thousands = lang === 'es' ? '.' : ',';
    const [whole, cents] = raw.split(thousands).join('').split(sep);
    const centsN = cents ? Number(cents.padEnd(2, '0').slice(0, 2)) : 0;
    return sp(w.money(c, num(whole), centsN ? num(String(centsN)) : ''));
  };
  t = t.replace(new RegExp(String.raw`([$€£¥￥])\s?(${NUM})`, 'g'), (_m, s: string, n: string) =>
    money(lang === 'ja' && (s === '¥' || s === '￥') ? 'jpy' : CURRENCY_SIGN[s], n),
  );
  t = t.replace(
    new RegExp(
      String.raw`(${NUM})\s?(dollars?|usd|d[óo]lares|美元|ドル|euros?|eur|欧元|ユーロ|元|块|rmb|円|yen)(?![\p{L}])`,
      'giu',
    ),
    (_m, n: string, word: string) => money(CURRENCY_WORD[word.toLowerCase()], n),
  );

  // Percentages.
  t = t.replace(new RegExp(String.raw`(${NUM})\s?%`, 'g'), (_m, n: string) => sp(w.percent(num(n))));

  // Units after a number: 5 kg, 30km/h, 25°C, 120 m².
  const unitNames = Object.keys(w.unit)
    .sort((a, b) => b.length - a.length)
    .map((u) => u.replace(/[/]/g, '\\/'));
  t = t.replace(
    // In Chinese and Japanese the next word follows with no space: only a Latin letter or digit extends the unit.
    new RegExp(
      String.raw`(${NUM})\s?(${unitNames.join('|')})(?![${lang === 'zh' || lang === 'ja' ? 'a-z' : '\\p{L}'}\d])`,
      'giu',
    ),
    (_m, n: string, u: string) => sp(`${num(n)}${sp(w.unit[u.toLowerCase()])}`),
  );

  // English ordinals: 1st, 22nd, 3rd, 4th.
  if (lang === 'en') t = t.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, (_m, n: string) => enOrdinal(n));

  // Street addresses' abbreviations: "221 Baker St." "Av. de la Constitución", "C/ Mayor", "No. 5", "nº 5".
  if (lang === 'en' || lang === 'es') {
    const table = STREET[lang];
    t = t.replace(/(^|[\s,])(st|ave|rd|blvd|dr|ln|apt|ste|av|avda|pza)\.(?=\s|,|$)/gi, (m, pre: string, ab: string) => {
      const word = table[ab.toLowerCase()];
      return word ? `${pre}${word}` : m;
    });
    if (lang === 'es') t = t.replace(/(^|\s)c\/\s?/gi, '$1calle ');
    const number = lang === 'en' ? 'number' : 'número';
    t = t.replace(/(^|\s)(?:no\.|n\.?º|#)\s?(?=\d)/gi, `$1${number} `);
  }

  // Symbols read aloud.
  t = t.replace(/\s&\s/g, sp(w.and)).replace(/(\d)\s?\+(?!\d)/g, `$1${sp(w.plus)}`);

  // Every other number.
  t = t.replace(new RegExp(NUM, 'g'), (n) => sp(num(n)));

  return lang === 'zh' || lang === 'ja'
    ? t
    : t
        .replace(/ {2,}/g, ' ')
        .replace(/ ([,.;:!?])/g, '$1')
        .trim();
}

const validDate = (month: number, day: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= 31;
