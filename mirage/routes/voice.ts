import type { AuditionDto, BuyTimbreDto, IdRequest, TimbreDto, VoiceDto } from '../../src/api/types';
import {
  CLONE_ATTEMPTS_PER_DAY,
  CODE_POWER_SHORT,
  TRAINING_MS,
  timbreTier,
  voiceStatus,
} from '../../src/domain/assets';
import { TIMBRE_PRICE } from '../../src/domain/power';
import { isFlagged, isNoisy, newestFirst, quotaOf, voiceDto } from '../assets';
import { pageAnswer } from '../paging';
import { brandForDomain } from '../brands';
import { type DbVoice, nextId } from '../db';
import { type Ctx, type Failure, fail, isFailure, ok, paramError, type Handlers } from '../handler';
import { changePower } from '../ledger';
import { refuseName } from '../names';
import { checkRateValue, RATE_DEFAULT } from '../../src/domain/script';
import type { OutputLanguage } from '../../src/domain/task';
import { resolveMedia } from '../media';
import { madeOr, wantMedia } from '../media/jobs';
import { sampleKey, sampleRecipe } from '../media/recipe';
import { DAY_MS } from '../seed';
import { SYSTEM_TIMBRES } from '../systemTimbres';

function own(ctx: Ctx<IdRequest>): DbVoice | undefined {
  const v = ctx.db.voices.find((x) => x.id === ctx.input.id);
  return v && v.userId === ctx.user.id ? v : undefined;
}

/**
 * Why an operation on this voice must wait: null when training is complete. Rename and delete are allowed after a
 * failed training too (so a failed voice can be cleaned up); use, audition and purchase need a trained voice.
 */
export function blockedReply(ctx: Ctx, v: DbVoice, allowFailed = false): Failure | null {
  const s = voiceStatus(v, ctx.clock.now());
  if (s === 'pending') return fail(ctx, 'voiceTraining');
  if (s === 'failed' && !allowFailed) return fail(ctx, 'voiceFailed');
  return null;
}

/**
 * A voice reading the sample sentence in the language asked, at the rate asked, made the first time it is asked for
 * (the adapter waits for it before answering), at the pitch of the recording it was cloned from; where nothing makes
 * files, that recording itself.
 */
function sampleUrl(voiceId: string, lang: OutputLanguage, rate: number, media: string, recording: string): string {
  const key = sampleKey(voiceId, lang, rate);
  wantMedia(key, media, () => sampleRecipe(voiceId, lang, rate, resolveMedia(recording, media)), true);
  return resolveMedia(madeOr(key, media, recording), media);
}

/** Voice cloning: samples train on the server clock; every operation waits for training. */
export const voiceHandlers = {
  '/voice/listVoice': (ctx) => {
    const now = ctx.clock.now();
    const mine = ctx.db.voices.filter((v) => v.userId === ctx.user.id).sort(newestFirst);
    const page = pageAnswer(ctx, mine, (v): VoiceDto => voiceDto(v, now, ctx.lang));
    return isFailure(page) ? page : ok(page);
  },
  '/voice/createVoice': (ctx) => {
    const b = ctx.input;
    const name = b.name.trim();
    const refused = refuseName(ctx, 'name', name);
    if (refused) return refused;
    const kind = b.version === 'hifi' ? 'voiceHifi' : 'voiceBasic';
    const src = ctx.db.sources.find((s) => s.id === b.sourceId);
    if (!src || src.userId !== ctx.user.id || !src.saved || src.kind !== kind) return paramError(ctx, 'sourceId');
    const now = ctx.clock.now();
    const quota = quotaOf(ctx.db, ctx.user, now);
    if (quota.cloneLeft <= 0) return fail(ctx, 'noCloneTime');
    const today = ctx.db.voices.filter((v) => v.userId === ctx.user.id && v.createdAt > now - DAY_MS).length;
    if (today >= CLONE_ATTEMPTS_PER_DAY) return fail(ctx, 'insufficientAttempts');
    if (isFlagged(src.fileName)) return fail(ctx, 'moderationFailed');
    quota.cloneLeft -= 1;
    const voice: DbVoice = {
      id: nextId(ctx.db, 'vo'),
      userId: ctx.user.id,
      name,
      version: b.version,
      ref: src.ref,
      createdAt: now,
      trainedAt: now + TRAINING_MS[b.version],
      fails: isNoisy(src.fileName),
      purchased: false,
    };
    ctx.db.voices.push(voice);
    return ok(voiceDto(voice, now, ctx.lang));
  },
  '/voice/retrainVoice': (ctx) => {
    const v = ctx.db.voices.find((x) => x.id === ctx.input.id);
    if (!v || v.userId !== ctx.user.id) return fail(ctx, 'noPermission');
    const now = ctx.clock.now();
    if (voiceStatus(v, now) === 'pending') return fail(ctx, 'voiceTraining');
    const src = ctx.db.sources.find((s) => s.id === ctx.input.sourceId);
    const kind = v.version === 'hifi' ? 'voiceHifi' : 'voiceBasic';
    if (!src || src.userId !== ctx.user.id || !src.saved || src.kind !== kind) return paramError(ctx, 'sourceId');
    // The voice already took its clone; training again is one more attempt of the day, as a new clone is.
    const today = ctx.db.voices.filter((x) => x.userId === ctx.user.id && x.createdAt > now - DAY_MS).length;
    if (today >= CLONE_ATTEMPTS_PER_DAY) return fail(ctx, 'insufficientAttempts');
    if (isFlagged(src.fileName)) return fail(ctx, 'moderationFailed');
    v.ref = src.ref;
    v.createdAt = now;
    v.trainedAt = now + TRAINING_MS[v.version];
    v.fails = isNoisy(src.fileName);
    return ok(voiceDto(v, now, ctx.lang));
  },
  '/voice/renameVoice': (ctx) => {
    const v = own(ctx);
    if (!v) return fail(ctx, 'noPermission');
    const blocked = blockedReply(ctx, v, true);
    if (blocked) return blocked;
    const name = ctx.input.name.trim();
    const refused = refuseName(ctx, 'name', name);
    if (refused) return refused;
    v.name = name;
    return ok(voiceDto(v, ctx.clock.now(), ctx.lang));
  },
  '/voice/deleteVoice': (ctx) => {
    const v = own(ctx);
    if (!v) return fail(ctx, 'noPermission');
    const blocked = blockedReply(ctx, v, true);
    if (blocked) return blocked;
    ctx.db.voices = ctx.db.voices.filter((x) => x !== v);
    return ok(null);
  },
  '/voice/buyTimbre': (ctx) => {
    const v = own(ctx);
    if (!v) return fail(ctx, 'noPermission');
    const blocked = blockedReply(ctx, v);
    if (blocked) return blocked;
    if (v.purchased) return fail(ctx, 'timbreOwned');
    const now = ctx.clock.now();
    if (!changePower(ctx.db, ctx.user, -TIMBRE_PRICE, 'voiceBuyTimbre', now, v.name))
      return fail(ctx, 'insufficientPower', undefined, CODE_POWER_SHORT);
    v.purchased = true;
    const data: BuyTimbreDto = { voice: voiceDto(v, now, ctx.lang), balance: ctx.user.power };
    return ok(data);
  },
  '/voice/auditionVoice': (ctx) => {
    if (!brandForDomain(ctx.db, ctx.req.host).showAudition) return fail(ctx, 'auditionOff');
    const { id, language = ctx.lang, rate = RATE_DEFAULT } = ctx.input;
    if (checkRateValue(rate)) return paramError(ctx, 'rate');
    const sys = SYSTEM_TIMBRES.find((t) => t.id === id);
    const v = sys ? undefined : own(ctx);
    if (!sys) {
      if (!v) return fail(ctx, 'noPermission');
      const blocked = blockedReply(ctx, v);
      if (blocked) return blocked;
    }
    const url = sampleUrl(id, language, rate, ctx.media, sys?.ref ?? v?.ref ?? '');
    return ok({ url } satisfies AuditionDto);
  },
  '/voice/listTimbre': (ctx) => {
    const now = ctx.clock.now();
    const system = SYSTEM_TIMBRES.map((t): TimbreDto => ({ id: t.id, name: t.name, tier: 'free', system: true }));
    const mine = ctx.db.voices
      .filter((v) => v.userId === ctx.user.id && voiceStatus(v, now) === 'done')
      .sort(newestFirst)
      .map((v): TimbreDto => ({ id: v.id, name: v.name, tier: timbreTier(v.purchased), system: false }));
    return ok([...system, ...mine]);
  },
} satisfies Handlers;
