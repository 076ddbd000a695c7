import dictionaries from '../../fixtures/dictionaries.json';
import { ok, type Handlers } from '../handler';

const DICS: Record<string, Record<string, string>> = dictionaries;

export const languageHandlers = {
  '/languageDicPc/getLanguageDicJson': (ctx) => {
    return ok(DICS[ctx.input.language] ?? {});
  },
} satisfies Handlers;
