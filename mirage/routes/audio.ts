import type { AudioDto } from '../../src/api/types';
import { audioCost, CODE_POWER_SHORT, generationMs, timbreTier, voiceStatus } from '../../src/domain/assets';
import { checkRateValue, checkText, countChars, estimateSeconds, type TimbreTier } from '../../src/domain/script';
import { audioDto, newestFirst } from '../assets';
import { pageAnswer } from '../paging';
import { brandForDomain } from '../brands';
import { type DbAudio, nextId } from '../db';
import { type Ctx, fail, isFailure, ok, paramError, refuseRule, type Handlers } from '../handler';
import { changePower } from '../ledger';
import { SYSTEM_TIMBRES } from '../systemTimbres';

export interface Speaker {
  id: string;
  name: string;
  tier: TimbreTier;
  /** The clip the fake engine answers with: it cannot synthesise speech, so it plays a voice-like sample. */
  ref: string;
}

/** A timbre the caller may speak with: a system one, or their own trained voice. */
export function speaker(ctx: Ctx, id: string): Speaker | 'training' | 'failed' | null {
  const sys = SYSTEM_TIMBRES.find((t) => t.id === id);
  if (sys) return { id: sys.id, name: sys.name, tier: 'free', ref: sys.ref };
  const v = ctx.db.voices.find((x) => x.id === id && x.userId === ctx.user.id);
  if (!v) return null;
  const s = voiceStatus(v, ctx.clock.now());
  if (s === 'pending') return 'training';
  if (s === 'failed') return 'failed';
  return { id: v.id, name: v.name, tier: timbreTier(v.purchased), ref: v.ref };
}

/**
 * AI audio: text to speech with a chosen timbre. Generation takes server time (see generationMs), costs
 * computing power (audioCost, at the third-party rate on brands with hailuoAudioGeneratePower) and the result is
 * kept 48 hours.
 */
export const audioHandlers = {
  '/audio/generateAudio': (ctx) => {
    const b = ctx.input;
    const sp = speaker(ctx, b.voiceId);
    if (sp === null) return paramError(ctx, 'voiceId');
    if (sp === 'training') return fail(ctx, 'voiceTraining');
    if (sp === 'failed') return fail(ctx, 'voiceFailed');
    const text = b.text.trim();
    // The form's own rule and words (length with pause markers, the pauses' cap): never more audio than a bound.
    const bad = checkText(text, sp.tier);
    if (bad) return refuseRule(ctx, bad.key, bad.values);
    const rate = b.rate;
    if (checkRateValue(rate)) return paramError(ctx, 'rate');
    const chars = countChars(text);
    const hailuo = brandForDomain(ctx.db, ctx.req.host).hailuoAudioGeneratePower === 1;
    const cost = audioCost(chars, hailuo);
    const now = ctx.clock.now();
    const note = `${sp.name} · ${chars}${hailuo ? ' · hailuo' : ''}`;
    if (!changePower(ctx.db, ctx.user, -cost, 'audioGeneration', now, note))
      return fail(ctx, 'insufficientPower', undefined, CODE_POWER_SHORT);
    const audio: DbAudio = {
      id: nextId(ctx.db, 'au'),
      userId: ctx.user.id,
      voiceId: sp.id,
      voiceName: sp.name,
      text,
      rate,
      ref: sp.ref,
      // In the language the speech is made in (mirage/media/recipe.ts audioRecipe).
      durationS: estimateSeconds(text, rate, ctx.lang),
      cost,
      createdAt: now,
      readyAt: now + generationMs(chars),
    };
    ctx.db.audios.push(audio);
    return ok(audioDto(audio, now, ctx.media, ctx.lang));
  },
  '/audio/listAudio': (ctx) => {
    const now = ctx.clock.now();
    const mine = ctx.db.audios.filter((a) => a.userId === ctx.user.id).sort(newestFirst);
    const page = pageAnswer(ctx, mine, (a): AudioDto => audioDto(a, now, ctx.media, ctx.lang));
    return isFailure(page) ? page : ok(page);
  },
  '/audio/deleteAudio': (ctx) => {
    const a = ctx.db.audios.find((x) => x.id === ctx.input.id && x.userId === ctx.user.id);
    if (!a) return fail(ctx, 'noPermission');
    ctx.db.audios = ctx.db.audios.filter((x) => x !== a);
    return ok(null);
  },
} satisfies Handlers;
