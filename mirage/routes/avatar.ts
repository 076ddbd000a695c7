import { nameMatches } from '../seededNames';
import type { AvatarDto, IdRequest } from '../../src/api/types';
import { CUTOUT_MAX_MS, CUTOUT_MIN_MS } from '../../src/domain/assets';
import { avatarDto, isFlagged, newestFirst, quotaOf } from '../assets';
import { pageAnswer } from '../paging';
import { type DbAvatar, nextId } from '../db';
import { type Ctx, fail, isFailure, ok, paramError, type Handlers } from '../handler';
import { refuseName } from '../names';

/** The caller's own avatar: nobody sees another person's digital humans. */
function own(ctx: Ctx<IdRequest>): DbAvatar | undefined {
  const a = ctx.db.avatars.find((x) => x.id === ctx.input.id);
  return a && a.userId === ctx.user.id ? a : undefined;
}

/**
 * My digital humans. The cutout runs on the server clock: a new avatar is 'processing' until its readyAt
 * (5-10 s after creation), then 'ready', whoever reads it.
 */
export const avatarHandlers = {
  '/avatar/listAvatar': (ctx) => {
    const now = ctx.clock.now();
    const name = (ctx.input.name ?? '').trim().toLowerCase();
    const mine = ctx.db.avatars
      .filter((a) => a.userId === ctx.user.id && (!name || nameMatches(a.name, name, ctx.lang)))
      .sort(newestFirst);
    const page = pageAnswer(ctx, mine, (a): AvatarDto => avatarDto(a, now, ctx.media));
    return isFailure(page) ? page : ok(page);
  },
  '/avatar/createAvatar': (ctx) => {
    const b = ctx.input;
    const name = b.name.trim();
    const refused = refuseName(ctx, 'name', name);
    if (refused) return refused;
    const src = ctx.db.sources.find((s) => s.id === b.sourceId);
    if (!src || src.userId !== ctx.user.id || !src.saved || src.kind !== 'avatarVideo')
      return paramError(ctx, 'sourceId');
    const poster = b.posterSourceId ? ctx.db.sources.find((s) => s.id === b.posterSourceId) : undefined;
    if (b.posterSourceId && (!poster || poster.userId !== ctx.user.id || !poster.saved || poster.kind !== 'image'))
      return paramError(ctx, 'posterSourceId');
    const now = ctx.clock.now();
    const quota = quotaOf(ctx.db, ctx.user, now);
    if (quota.avatarLeft <= 0) return fail(ctx, 'noDigitalTime');
    if (isFlagged(src.fileName)) return fail(ctx, 'digitalNonCompliant');
    quota.avatarLeft -= 1;
    const avatar: DbAvatar = {
      id: nextId(ctx.db, 'av'),
      userId: ctx.user.id,
      name,
      orientation: b.orientation,
      ref: src.ref,
      width: src.width,
      height: src.height,
      posterRef: poster?.ref ?? '',
      createdAt: now,
      readyAt: now + CUTOUT_MIN_MS + Math.round(ctx.rand() * (CUTOUT_MAX_MS - CUTOUT_MIN_MS)),
    };
    ctx.db.avatars.push(avatar);
    return ok(avatarDto(avatar, now, ctx.media));
  },
  '/avatar/renameAvatar': (ctx) => {
    const a = own(ctx);
    if (!a) return fail(ctx, 'noPermission');
    const name = ctx.input.name.trim();
    const refused = refuseName(ctx, 'name', name);
    if (refused) return refused;
    a.name = name;
    return ok(avatarDto(a, ctx.clock.now(), ctx.media));
  },
  '/avatar/deleteAvatar': (ctx) => {
    const a = own(ctx);
    if (!a) return fail(ctx, 'noPermission');
    ctx.db.avatars = ctx.db.avatars.filter((x) => x !== a);
    return ok(null);
  },
} satisfies Handlers;
