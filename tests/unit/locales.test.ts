import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import enConsole from '../../src/i18n/locales/console/en.json';
import enStart from '../../src/i18n/locales/start/en.json';
import esStart from '../../src/i18n/locales/start/es.json';
import jaStart from '../../src/i18n/locales/start/ja.json';
import zhStart from '../../src/i18n/locales/start/zh.json';

const { en, zh, es, ja } = ALL_MESSAGES as unknown as Record<string, Tree>;

type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, p = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${p}${k}`, v] as [string, string]] : flat(v, `${p}${k}.`),
  );

const LOCALES: Record<string, Tree> = { en, zh, es, ja };
/** Values that are the same in every language: names of languages and of products. */
// createtask.avatarOption only puts a name and its (translated) orientation together, alike in every language.
const SAME_EVERYWHERE = new Set([
  'language.zh',
  'language.en',
  'language.es',
  'language.ja',
  // Each language's short name in its own script, the same in every locale (the phone's top bar).
  'languageShort.zh',
  'languageShort.en',
  'languageShort.es',
  'languageShort.ja',
  'createtask.avatarOption',
]);
/** Words a language really borrows from English (checked by a native reader), as 'lng:key'. */
const BORROWED = new Set(['es:demo.button']);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('a namespace lives in one part only: a key is never in both the start and the console part', () => {
    const both = Object.keys(enStart).filter((ns) => ns in enConsole);
    expect(both).toEqual([]);
  });
  it.each([
    ['zh', zhStart],
    ['es', esStart],
    ['ja', jaStart],
  ])('%s splits its messages as en does', (_lng, start) => {
    expect(Object.keys(start)).toEqual(Object.keys(enStart));
  });
  const enKeys = flat(en).map(([k]) => k);
  it.each(Object.keys(LOCALES))('%s has exactly the keys of en', (lng) => {
    expect(flat(LOCALES[lng]).map(([k]) => k)).toEqual(enKeys);
  });
  it.each(['zh', 'es', 'ja'])('%s leaves nothing in English and keeps every placeholder', (lng) => {
    const mine = new Map(flat(LOCALES[lng]));
    for (const [k, v] of flat(en)) {
      const other = mine.get(k) ?? '';
      expect(placeholders(other), k).toEqual(placeholders(v));
      if (!SAME_EVERYWHERE.has(k) && !BORROWED.has(`${lng}:${k}`) && /[a-z]{4,}/i.test(v))
        expect(other, `${lng}:${k}`).not.toBe(v);
    }
  });
  it('zh and ja are written in their own scripts', () => {
    for (const [k, v] of flat(zh))
      if (!SAME_EVERYWHERE.has(k)) expect(v, k).toMatch(/[\u4e00-\u9fff]|^[\s\d\W]*$|AI|VIP|ID/);
    for (const [k, v] of flat(ja))
      if (!SAME_EVERYWHERE.has(k)) expect(v, k).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]|^[\s\d\W]*$|AI|VIP|ID/);
  });
});
