import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AvatarDto, PageDto, SourceDto, StsDto, TaskDto, TaskPageDto } from '../../src/api/types';
import type { Backend } from '../../mirage/backend';
import { putObject } from '../../mirage/mediaStore';
import { PORTRAIT_MEDIA } from '../../mirage/portraitMedia';
import { PORTRAIT_COUNT, portraitRef } from '../../mirage/portraits';
import { MANY_AVATARS } from '../../mirage/scenarios/manyAvatars';
import { call, makeBackend, signIn } from './backendHelpers';

const MEMBER = '13800000005';

function upload(b: Backend, token: string, kind: 'avatarVideo' | 'image', fileName: string): SourceDto {
  const target = call(b, 'get', '/scriptInfo/getStsACS', {
    token,
    query: { kind, fileName, fileSize: '1000', contentType: 'application/octet-stream' },
  }).data as StsDto;
  putObject(target.key, new Blob([new Uint8Array(1000)]), '');
  const r = call(b, 'post', '/ossLocalSourceMapper/saveOssLocalSourceMapper', {
    token,
    body: { key: target.key, kind, fileName, fileSize: 1000, width: 320, height: 180, duration: 5 },
  });
  if (r.code !== 20000) throw new Error(r.msg);
  return r.data as SourceDto;
}

const listAvatar = (b: Backend, token: string, body: Record<string, unknown> = {}) =>
  call(b, 'post', '/avatar/listAvatar', { token, body: { pageNum: 1, pageSize: 100, ...body } })
    .data as PageDto<AvatarDto>;

describe('portraits shipped with the demo', () => {
  it('are DiceBear Personas SVGs, credited in each file, small, one per name', () => {
    const files = readdirSync('fixtures/media/portraits').filter((f) => f.endsWith('.svg'));
    expect(files.length).toBe(PORTRAIT_COUNT);
    expect(Object.keys(PORTRAIT_MEDIA).sort()).toEqual(
      files.map((f) => `seed:portrait-${f.replace('.svg', '')}`).sort(),
    );
    for (const f of files) {
      const svg = readFileSync(`fixtures/media/portraits/${f}`, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('Personas by Draftbit');
      expect(svg).toContain('creativecommons.org/licenses/by/4.0');
      expect(svg.length).toBeLessThan(10_000);
    }
  });

  it('a face follows from the avatar id alone, and ids spread over the faces', () => {
    expect(portraitRef('av1')).toBe(portraitRef('av1'));
    expect(portraitRef('av1')).toMatch(/^seed:portrait-p\d\d$/);
    const used = new Set(Array.from({ length: 100 }, (_, i) => portraitRef(`avm${i}`)));
    expect(used.size).toBeGreaterThan(15);
    for (const ref of used) expect(PORTRAIT_MEDIA[ref]).toBeTruthy();
  });
});

describe('fake server: stills of digital humans and works', () => {
  it('every seeded digital human has a still, and the three of the member differ', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const page = listAvatar(b, token);
    expect(page.list.map((a) => a.posterUrl.length > 0)).toEqual([true, true, true]);
    expect(new Set(page.list.map((a) => a.posterUrl)).size).toBe(3);
  });

  it('an upload keeps the first frame the console sent as its still; a poster of another kind is refused', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const video = upload(b, token, 'avatarVideo', 'me.mp4');
    const frame = upload(b, token, 'image', 'poster.jpg');
    const create = (body: Record<string, unknown>) =>
      call(b, 'post', '/avatar/createAvatar', {
        token,
        body: { name: '上传形象', orientation: 'landscape', sourceId: video.sourceId, ...body },
      });
    const wrong = create({ posterSourceId: video.sourceId });
    expect(wrong.code).not.toBe(20000);
    const made = create({ posterSourceId: frame.sourceId }).data as AvatarDto;
    expect(made.posterUrl).toBe(frame.url);
    expect(made.posterUrl).not.toBe('');
    // Without a frame (the browser could not decode the file): no still, and never a made-up face.
    const video2 = upload(b, token, 'avatarVideo', 'other.mp4');
    const bare = call(b, 'post', '/avatar/createAvatar', {
      token,
      body: { name: '无图', orientation: 'landscape', sourceId: video2.sourceId },
    }).data as AvatarDto;
    expect(bare.posterUrl).toBe('');
  });

  it("a work's poster is its digital human's still, or its cover image when it has one", () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const tasks = call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 20 } }).data as TaskPageDto;
    const av1 = listAvatar(b, token).list.find((a) => a.id === 'av1');
    // An English caller reads the seeded work's name in English (mirage/seededNames.ts).
    expect(tasks.list.find((t) => t.name === 'New product intro')?.posterUrl).toBe(av1?.posterUrl);
    const cover = upload(b, token, 'image', 'cover.png');
    const body = {
      mode: 'senior',
      name: '封面作品',
      avatarId: 'av3',
      voiceId: 'sys-xiaoxiao',
      language: 'zh',
      scriptType: 'text',
      text: '大家好，欢迎来到我们的直播间，今天为大家介绍新品。',
      rate: 1,
      audioSourceId: '',
      model: 'free',
      agreed: true,
      senior: {
        orientation: 'landscape',
        background: null,
        cover: { title: '新品', fontStyle: 'hei', fontSize: 48, imageSourceId: cover.sourceId },
        card: null,
      },
    };
    const withCover = call(b, 'post', '/task/createTask', { token, body }).data as TaskDto;
    expect(withCover.posterUrl).toBe(cover.url);
    const plain = call(b, 'post', '/task/createTask', {
      token,
      body: { ...body, name: '无封面', senior: { ...body.senior, cover: { ...body.senior.cover, imageSourceId: '' } } },
    }).data as TaskDto;
    const av3 = listAvatar(b, token).list.find((a) => a.id === 'av3');
    expect(plain.posterUrl).toBe(av3?.posterUrl);
  });

  it('the avatar list pages past 100 and keeps the names that hold a search, ignoring case', () => {
    const b = makeBackend('large');
    const { token } = signIn(b, MEMBER);
    const total = MANY_AVATARS + 3;
    expect(listAvatar(b, token).total).toBe(total);
    const last = listAvatar(b, token, { pageNum: 2 });
    expect(last.list.length).toBe(total - 100);
    expect(last.list.at(-1)?.name).toBe('Presenter 001');
    const found = listAvatar(b, token, { name: 'presenter 11' });
    expect(found.list.map((a) => a.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Presenter 11${i}`));
    // A seeded name is found by the stored Chinese and by the English shown to an English caller.
    expect(listAvatar(b, token, { name: '主播' }).list.map((a) => a.name)).toEqual(['Host Jing']);
    expect(listAvatar(b, token, { name: 'host j' }).list.map((a) => a.name)).toEqual(['Host Jing']);
  });
});
