import dictionaries from '../../fixtures/dictionaries.json';
import { isLanguage } from '../../src/domain/language';
import { ok, paramError, type RouteDef } from '../handler';

const DICS: Record<string, Record<string, string>> = dictionaries;

export const languageRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/languageDicPc/getLanguageDicJson',
    auth: false,
    handler: (ctx) => {
      const language = ctx.req.body.language;
      if (!isLanguage(language)) return paramError(ctx, 'language');
      return ok(DICS[language] ?? {});
    },
  },
];
