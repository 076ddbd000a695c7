import type { Language } from '../domain/language';
import { callApi } from './http';
import type { LanguageDic, LanguageDicRequest } from './types';

/** The server's message dictionary for a language, merged over the local messages (zh and en). */
export const getLanguageDicJson = (language: Language): Promise<LanguageDic> =>
  callApi('/languageDicPc/getLanguageDicJson', { language } satisfies LanguageDicRequest);
