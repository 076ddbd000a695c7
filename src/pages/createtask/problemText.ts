import type { TFunction } from 'i18next';
import {
  CARD_FONT_MAX,
  CARD_FONT_MIN,
  CARD_INTRO_MAX,
  CARD_NAME_MAX,
  COVER_FONT_MAX,
  COVER_FONT_MIN,
  COVER_TITLE_MAX,
  FREE_MODEL_MAX_S,
  TASK_NAME_MAX,
  type TaskProblem,
  type TaskRule,
} from '../../domain/task';

/** Which part of the form a problem belongs to, so its message shows under that field. */
export type FieldKey = 'name' | 'avatar' | 'voice' | 'language' | 'script' | 'agreement' | 'cover' | 'card';

const FIELD: Record<TaskRule, FieldKey> = {
  nameRequired: 'name',
  nameLong: 'name',
  avatarRequired: 'avatar',
  voiceRequired: 'voice',
  languageRequired: 'language',
  audioRequired: 'script',
  freeModelTooLong: 'script',
  agreementRequired: 'agreement',
  coverTitleRequired: 'cover',
  coverTitleLong: 'cover',
  coverFontSize: 'cover',
  cardNameRequired: 'card',
  cardNameLong: 'card',
  cardIntroLong: 'card',
  cardFontSize: 'card',
};

const VALUES: Record<string, number> = {
  nameMax: TASK_NAME_MAX,
  titleMax: COVER_TITLE_MAX,
  coverMin: COVER_FONT_MIN,
  coverMax: COVER_FONT_MAX,
  cardMin: CARD_FONT_MIN,
  cardMax: CARD_FONT_MAX,
  cardNameMax: CARD_NAME_MAX,
  introMax: CARD_INTRO_MAX,
  seconds: FREE_MODEL_MAX_S,
};

export function problemField(p: TaskProblem): FieldKey {
  return 'script' in p ? 'script' : FIELD[p.rule];
}

export function problemText(p: TaskProblem, t: TFunction): string {
  if ('script' in p) return t(p.script.key, p.script.values ?? {});
  return t(`createtask.rule.${p.rule}`, VALUES);
}
