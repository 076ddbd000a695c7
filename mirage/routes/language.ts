import dictionaries from '../../fixtures/dictionaries.json';
import { isLanguage } from '../../src/domain/language';
import { ok, paramError, type Handlers } from '../handler';

const DICS: Record<string, Record<string, string>> = dictionaries;

export const languageHandlers = {
  '/languageDicPc/getLanguageDicJson': (ctx) => {
    const language = ctx.req.body.language;
    if (!isLanguage(language)) return paramError(ctx, 'language');
    return ok(DICS[language] ?? {});
  },
} satisfies Handlers;
