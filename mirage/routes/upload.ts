import type { SourceDto, StsDto } from '../../src/api/types';
import { checkFile, checkMeta, KIND_RULES, type MediaMeta } from '../../src/domain/upload';
import { brandForDomain } from '../brands';
import { sourceDto } from '../assets';
import { nextId } from '../db';
import { fail, ok, paramError, type Handlers } from '../handler';
import { uploadRef } from '../media';
import { hasObject, objectSize, uploadTarget } from '../mediaStore';

/** An upload target lasts 15 minutes, as short-lived storage credentials do. */
export const STS_TTL_MS = 15 * 60 * 1000;

/**
 * Uploads: getStsACS hands out a target in the storage the brand's ossType names (in the fake server, one
 * it serves itself, see mediaStore.ts); saveOssLocalSourceMapper records the object with its metadata, checking the
 * same rules the browser checked, since a browser can be bypassed.
 */
export const uploadHandlers = {
  '/scriptInfo/getStsACS': (ctx) => {
    const q = ctx.input;
    const fileName = q.fileName;
    const fileSize = q.fileSize;
    if (!fileName) return paramError(ctx, 'fileName');
    if (checkFile(q.kind, { name: fileName, size: fileSize })) return paramError(ctx, 'fileName');
    const now = ctx.clock.now();
    const id = nextId(ctx.db, 'src');
    const key = `${ctx.user.id}/${q.kind}/${id}-${fileName.replace(/[^\w.-]+/g, '_')}`;
    ctx.db.sources.push({
      id,
      key,
      userId: ctx.user.id,
      kind: q.kind,
      fileName,
      fileSize,
      contentType: q.contentType,
      issuedAt: now,
      expireAt: now + STS_TTL_MS,
      saved: false,
      ref: uploadRef(key),
      duration: 0,
      width: 0,
      height: 0,
    });
    const brand = brandForDomain(ctx.db, ctx.req.host);
    const data: StsDto = {
      ossType: brand.ossType,
      key,
      uploadUrl: uploadTarget(key, ctx.media),
      method: 'PUT',
      fields: {},
      headers: {},
      expireAt: now + STS_TTL_MS,
    };
    return ok(data);
  },
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': (ctx) => {
    const b = ctx.input;
    const src = ctx.db.sources.find((s) => s.key === b.key);
    if (!src || src.userId !== ctx.user.id) return fail(ctx, 'noPermission');
    if (src.saved) return ok(sourceDto(src, ctx.media));
    if (ctx.clock.now() > src.expireAt || !hasObject(src.key, ctx.media)) return fail(ctx, 'uploadMissing');
    const meta: MediaMeta = { duration: b.duration, width: b.width, height: b.height };
    const size = objectSize(src.key, ctx.media);
    if (checkFile(src.kind, { name: src.fileName, size })) return paramError(ctx, 'fileSize');
    const bad = checkMeta(src.kind, meta);
    if (bad) return paramError(ctx, KIND_RULES[src.kind].media === 'image' ? 'width' : 'duration');
    Object.assign(src, {
      saved: true,
      fileSize: size,
      duration: meta.duration ?? 0,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    });
    const data: SourceDto = sourceDto(src, ctx.media);
    return ok(data);
  },
} satisfies Handlers;
