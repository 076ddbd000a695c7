import { BRAND_NAME_TOO_LONG } from '../domain/brandName';
import type { BrandProblem } from '../domain/demoBrand';

/** The message key for each rule a brand can break (one key each in every locale, under studio). */
export const PROBLEM_KEYS = {
  'name:required': 'studio.problem_nameRequired',
  'color:invalid': 'studio.problem_colorInvalid',
  'color:tooLight': 'studio.problem_colorTooLight',
  'color:tooDark': 'studio.problem_colorTooDark',
  'logo:notImage': 'studio.problem_logoNotImage',
  'logo:tooLarge': 'studio.problem_logoTooLarge',
  'background:notImage': 'studio.problem_backgroundNotImage',
  'background:tooLarge': 'studio.problem_backgroundTooLarge',
  'language:invalid': 'studio.problem_languageInvalid',
  'storage:full': 'studio.problem_storageFull',
  'name:tooLong': BRAND_NAME_TOO_LONG,
} as const;

export type ProblemKey = (typeof PROBLEM_KEYS)[keyof typeof PROBLEM_KEYS];

export function problemKey(p: BrandProblem | { field: 'storage'; problem: 'full' }): ProblemKey {
  return PROBLEM_KEYS[`${p.field}:${p.problem}` as keyof typeof PROBLEM_KEYS];
}
