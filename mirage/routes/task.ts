import { nameMatches, seededName } from '../seededNames';
import type { CreateTaskRequest, IdRequest } from '../../src/api/types';
import { CODE_POWER_SHORT } from '../../src/domain/assets';
import { checkRateValue, estimateSeconds } from '../../src/domain/script';
import {
  CODE_VIP_EXPIRED,
  checkScriptInput,
  checkSeniorInput,
  isInFlight,
  isOutputLanguage,
  billedSeconds,
  MODEL_RECORD,
  type TaskProblem,
  type TaskRule,
  type TaskScriptInput,
  type TaskSeniorInput,
  videoCost,
  type Violation,
} from '../../src/domain/task';
import { newestFirst } from '../assets';
import { pageAnswer } from '../paging';
import { type DbSource, type DbTask, nextId } from '../db';
import { type Ctx, type Failure, fail, isFailure, ok, paramError, refuseRule, type Handlers } from '../handler';
import { changePower } from '../ledger';
import { refuseName } from '../names';
import type { ServerMessageKey } from '../messages';
import {
  bannedWordIn,
  bannedWordsIn,
  failureFor,
  flaggedFile,
  settleLengths,
  settleRefunds,
  startRender,
  taskDto,
  workState,
} from '../tasks';
import { speaker } from './audio';
import { isSeededWork } from '../media/recipe';

/** The catalogue message of each form rule, so the server refuses in the same words as the form. */
const RULE_MESSAGE: Partial<Record<TaskRule, ServerMessageKey>> = {
  avatarRequired: 'taskAvatarRequired',
  voiceRequired: 'taskVoiceRequired',
  languageRequired: 'taskLanguageRequired',
  audioRequired: 'taskAudioRequired',
  agreementRequired: 'taskAgreementRequired',
  freeModelTooLong: 'taskFreeModelTooLong',
  coverTitleRequired: 'taskCoverTitleRequired',
};
const RULE_FIELD: Record<TaskRule, string> = {
  nameRequired: 'name',
  nameLong: 'name',
  avatarRequired: 'avatarId',
  voiceRequired: 'voiceId',
  languageRequired: 'language',
  audioRequired: 'audioSourceId',
  freeModelTooLong: 'text',
  agreementRequired: 'agreed',
  coverTitleRequired: 'cover.title',
  coverTitleLong: 'cover.title',
  coverFontSize: 'cover.fontSize',
  cardNameRequired: 'card.name',
  cardNameLong: 'card.name',
  cardIntroLong: 'card.intro',
  cardFontSize: 'card.fontSize',
};
function refuse(ctx: Ctx, p: TaskProblem): Failure {
  if ('script' in p) {
    if (p.script.key.startsWith('script.rate')) return paramError(ctx, 'rate');
    // The text's own rule in the form's words (its length with pause markers, the pauses' cap).
    return refuseRule(ctx, p.script.key, p.script.values);
  }
  const key = RULE_MESSAGE[p.rule];
  return key ? fail(ctx, key) : paramError(ctx, RULE_FIELD[p.rule]);
}

/** The script part of a submission as the form rules read it: a language the service does not offer is none. */
function readScript(b: CreateTaskRequest): TaskScriptInput {
  return {
    name: b.name,
    avatarId: b.avatarId,
    voiceId: b.voiceId,
    language: isOutputLanguage(b.language) ? b.language : '',
    scriptType: b.scriptType,
    text: b.text.trim(),
    rate: b.scriptType === 'text' ? b.rate : 1,
    audioSourceId: b.audioSourceId,
    model: b.model,
    agreed: b.agreed,
  };
}

/** A saved upload of the caller's, of one of the kinds. */
function ownSource(ctx: Ctx, id: string, kinds: readonly DbSource['kind'][]): DbSource | undefined {
  const s = ctx.db.sources.find((x) => x.id === id);
  return s && s.userId === ctx.user.id && s.saved && kinds.includes(s.kind) ? s : undefined;
}

function ownTask(ctx: Ctx<IdRequest>): DbTask | undefined {
  const t = ctx.db.tasks.find((x) => x.id === ctx.input.id);
  return t && t.userId === ctx.user.id ? t : undefined;
}

/**
 * Video creation and My works. Submit checks every form rule again, then VIP, then power, before anything
 * is spent; moderation (fixtures/moderation.json) turns a banned word or a flagged file into a violation task that
 * costs nothing; otherwise one consumption record of the model's type is written and the task runs on the clock.
 */
export const taskHandlers = {
  '/task/createTask': (ctx) => {
    const b = ctx.input;
    const mode = b.mode;
    const input = readScript(b);
    if (input.scriptType === 'text' && checkRateValue(input.rate)) return paramError(ctx, 'rate');
    const now = ctx.clock.now();
    // The voice: a system timbre or the caller's own trained one; its tier sets the text limit.
    const sp = input.voiceId ? speaker(ctx, input.voiceId) : null;
    if (sp === 'training') return fail(ctx, 'voiceTraining');
    if (sp === 'failed') return fail(ctx, 'voiceFailed');
    if (input.voiceId && sp === null) return paramError(ctx, 'voiceId');
    const avatar = ctx.db.avatars.find((a) => a.id === input.avatarId && a.userId === ctx.user.id);
    if (input.avatarId && (!avatar || avatar.readyAt > now)) return paramError(ctx, 'avatarId');
    const audio = input.audioSourceId ? ownSource(ctx, input.audioSourceId, ['scriptAudio']) : undefined;
    if (input.scriptType === 'audio' && input.audioSourceId && !audio) return paramError(ctx, 'audioSourceId');
    const problem = checkScriptInput(input, sp && typeof sp === 'object' ? sp.tier : 'free', audio?.duration);
    if (problem) return refuse(ctx, problem);
    if (!avatar || !sp || typeof sp !== 'object') return paramError(ctx, 'avatarId');

    let senior: TaskSeniorInput | undefined;
    const files: { name: string; violation: Violation }[] = [];
    if (audio) files.push({ name: audio.fileName, violation: 'audioIllegal' });
    if (mode === 'senior') {
      if (!b.senior) return paramError(ctx, 'senior');
      const s: TaskSeniorInput = { ...b.senior, background: b.senior.background ?? null, card: b.senior.card ?? null };
      const sp2 = checkSeniorInput(s);
      if (sp2) return refuse(ctx, sp2);
      if (s.background) {
        const bg = ownSource(
          ctx,
          s.background.sourceId,
          s.background.kind === 'image' ? ['backgroundImage'] : ['video'],
        );
        if (!bg) return paramError(ctx, 'background');
        files.push({ name: bg.fileName, violation: s.background.kind === 'image' ? 'imageIllegal' : 'videoIllegal' });
      }
      if (s.cover.imageSourceId) {
        const img = ownSource(ctx, s.cover.imageSourceId, ['image']);
        if (!img) return paramError(ctx, 'cover.imageSourceId');
        files.push({ name: img.fileName, violation: 'imageIllegal' });
      }
      senior = s;
    }

    // VIP, then power: refused before anything is spent.
    if (ctx.user.aigcExpiresTime <= now) return fail(ctx, 'vipExpired', undefined, CODE_VIP_EXPIRED);
    const seconds =
      input.scriptType === 'text'
        ? estimateSeconds(input.text, input.rate, isOutputLanguage(input.language) ? input.language : 'zh')
        : (audio?.duration ?? 0);
    const durationS = billedSeconds(input.model, seconds);

    const texts = [input.name, input.scriptType === 'text' ? input.text : ''];
    if (senior) texts.push(senior.cover.title, senior.card?.name ?? '', senior.card?.intro ?? '');
    const word = bannedWordIn(texts);
    const file = files.find((f) => flaggedFile(f.name));
    const violation: Violation | null = word ? 'textIllegal' : (file?.violation ?? null);
    const cost = violation ? 0 : videoCost(input.model, durationS);
    if (cost > 0 && !changePower(ctx.db, ctx.user, -cost, MODEL_RECORD[input.model], now, input.name.trim()))
      return fail(ctx, 'insufficientPower', undefined, CODE_POWER_SHORT);
    const coverImg = senior?.cover.imageSourceId ? ownSource(ctx, senior.cover.imageSourceId, ['image']) : undefined;
    const task: DbTask = {
      id: nextId(ctx.db, 'tk'),
      userId: ctx.user.id,
      name: input.name.trim(),
      mode,
      model: input.model,
      createdAt: now,
      violation,
      violationDetail: word ?? file?.name ?? '',
      failAt: violation ? null : failureFor(input.name),
      cost,
      refunded: false,
      durationS,
      orientation: senior?.orientation ?? avatar.orientation,
      ref: avatar.ref,
      coverRef: coverImg?.ref ?? '',
      posterRef: avatar.posterRef ?? '',
      input: { ...input, mode, ...(senior ? { senior } : {}) } satisfies CreateTaskRequest,
    };
    ctx.db.tasks.push(task);
    startRender(ctx.db, task, ctx.media, ctx.lang);
    return ok(taskDto(ctx.db, task, now, ctx.lang, ctx.media));
  },
  '/task/listTask': (ctx) => {
    const now = ctx.clock.now();
    settleRefunds(ctx.db, ctx.user, now);
    settleLengths(ctx.db, ctx.user, now, ctx.media, ctx.lang);
    const b = ctx.input;
    const status = b.status || null;
    const name = (b.name ?? '').trim().toLowerCase();
    const mine = ctx.db.tasks.filter((t) => t.userId === ctx.user.id);
    const inFlight = mine.filter((t) => isInFlight(workState(ctx.db, t, now, ctx.media, ctx.lang).status)).length;
    const shown = mine
      .filter(
        (t) =>
          (!status || workState(ctx.db, t, now, ctx.media, ctx.lang).status === status) &&
          (!name || nameMatches(t.name, name, ctx.lang)),
      )
      .sort(newestFirst);
    const page = pageAnswer(ctx, shown, (t) => taskDto(ctx.db, t, now, ctx.lang, ctx.media));
    if (isFailure(page)) return page;
    return ok({ ...page, inFlight });
  },
  '/task/renameTask': (ctx) => {
    const t = ownTask(ctx);
    if (!t) return fail(ctx, 'noPermission');
    const name = ctx.input.name.trim();
    const refused = refuseName(ctx, 'name', name);
    if (refused) return refused;
    t.name = name;
    return ok(taskDto(ctx.db, t, ctx.clock.now(), ctx.lang, ctx.media));
  },
  '/task/taskInput': (ctx) => {
    const t = ownTask(ctx);
    if (!t) return fail(ctx, 'noPermission');
    const i = t.input;
    // The words as the caller reads them: a seeded script is answered in the caller's language (mirage/seededNames.ts).
    const texts = [i.name, i.scriptType === 'text' ? i.text : ''];
    if (i.senior) texts.push(i.senior.cover.title, i.senior.card?.name ?? '', i.senior.card?.intro ?? '');
    const flaggedWords = t.violation === 'textIllegal' ? bannedWordsIn(texts.map((x) => seededName(x, ctx.lang))) : [];
    // A seeded work's words read in the caller's language, and it is made in it (mirage/media/recipe.ts): its output
    // language is that one too, so Edit and resubmit offers what the person saw and heard.
    return ok({ input: isSeededWork(t) ? { ...i, language: ctx.lang } : i, flaggedWords });
  },
  '/task/deleteTask': (ctx) => {
    const t = ownTask(ctx);
    if (!t) return fail(ctx, 'noPermission');
    const now = ctx.clock.now();
    if (isInFlight(workState(ctx.db, t, now, ctx.media, ctx.lang).status)) return fail(ctx, 'deleteOngoingTask');
    settleRefunds(ctx.db, ctx.user, now);
    settleLengths(ctx.db, ctx.user, now, ctx.media, ctx.lang);
    ctx.db.tasks = ctx.db.tasks.filter((x) => x !== t);
    return ok(null);
  },
} satisfies Handlers;
