import { describe, expect, it } from 'vitest';
import { studioHost } from '../../src/domain/demoBrand';
import { linkState, maySeeLink, VIEW_SILENCE_MS, viewingSilent } from '../../src/domain/demoLinks';
import { LANGUAGES } from '../../src/domain/language';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { copyScope, objectBlob, objectSeconds, putObject } from '../../mirage/mediaStore';
import { checkStudioBrand } from '../../mirage/host/studioBrandInput';
import { OpenViewings } from '../../mirage/host/viewings';
import { applyOp, deviceOf, emptyState, type LinkRecord, timelineCsv, timelineOf } from '../../mirage/host/hostState';
import { checkLinkInput } from '../../mirage/host/linkInput';
import { checkPasscode, hashPasscode, MAX_WRONG_TRIES, WrongTries } from '../../mirage/host/passcode';
import { signBody, verifySignature } from '../../mirage/host/signature';

const NOW = Date.parse('2026-11-01T10:00:00Z');
const good = {
  label: 'Acme – Jane',
  brand: '',
  language: 'en',
  account: '13800000005',
  page: '/digital',
  expiresAt: '2026-11-08T10:00:00Z',
};

describe('demo link rules', () => {
  it('a link is active, then expired at its expiry; revoked wins; used up once every opening is taken', () => {
    const l = { revokedAt: null, expiresAt: NOW + 1000, maxOpenings: 2, openings: 1 };
    expect(linkState(l, NOW)).toBe('active');
    expect(linkState(l, NOW + 1000)).toBe('expired');
    expect(linkState({ ...l, openings: 2 }, NOW)).toBe('usedUp');
    expect(linkState({ ...l, revokedAt: NOW - 1 }, NOW + 5000)).toBe('revoked');
    expect(linkState({ ...l, maxOpenings: null, openings: 500 }, NOW)).toBe('active');
  });

  it('an agent sees only their own links, an admin every link of their brand, no one another brand', () => {
    const owner = { userId: 'u4', oemCode: 'A' };
    expect(maySeeLink({ userId: 'u4', oemCode: 'A', role: 'agent' }, owner)).toBe(true);
    expect(maySeeLink({ userId: 'u9', oemCode: 'A', role: 'agent' }, owner)).toBe(false);
    expect(maySeeLink({ userId: 'u1', oemCode: 'A', role: 'admin' }, owner)).toBe(true);
    expect(maySeeLink({ userId: 'u1', oemCode: 'B', role: 'admin' }, owner)).toBe(false);
    // A member (no reseller role) shares nothing, not even a link made in their name.
    expect(maySeeLink({ userId: 'u4', oemCode: 'A', role: 'user' }, owner)).toBe(false);
  });
});

describe('a link body', () => {
  it('takes a whole body, with its times as ISO or epoch ms', () => {
    const r = checkLinkInput({ ...good, passcode: 'open-sesame', maxOpenings: 3, scene: 'voiceTrains' }, NOW);
    expect(r).toMatchObject({ ok: true, value: { expiresAt: Date.parse(good.expiresAt), maxOpenings: 3 } });
  });

  it.each([
    [{ ...good, label: '' }, 'label'],
    [{ ...good, language: 'fr' }, 'language'],
    [{ ...good, account: '123' }, 'account'],
    [{ ...good, page: 'https://evil.example' }, 'page'],
    [{ ...good, page: '//evil.example' }, 'page'],
    [{ ...good, expiresAt: '2026-10-01T00:00:00Z' }, 'expiresAt'],
    [{ ...good, expiresAt: NOW + 91 * 864e5 }, 'expiresAt'],
    [{ ...good, passcode: 'abc' }, 'passcode'],
    [{ ...good, maxOpenings: 0 }, 'maxOpenings'],
    [{ ...good, maxOpenings: 1.5 }, 'maxOpenings'],
    [{ ...good, scene: 'nope' }, 'scene'],
    [{ ...good, brand: 'a b' }, 'brand'],
    [{ ...good, fromSellerData: 'yes' }, 'fromSellerData'],
    [{ ...good, owner: 'me' }, 'owner'],
    [[good], 'body'],
    ['text', 'body'],
  ])('refuses %j naming %s, in the caller language', (body, field) => {
    const words = LANGUAGES.map((lang) => {
      const r = checkLinkInput(body, NOW, lang);
      expect(r).toMatchObject({ ok: false, field });
      const error = r.ok ? '' : r.error;
      expect(error).not.toMatch(/\{\{|demoHost\./);
      return error;
    });
    // Four languages, four texts.
    expect(new Set(words).size).toBe(LANGUAGES.length);
  });

  it('says what a field takes, with its figures', () => {
    const refused = (body: unknown, lang: 'en' | 'zh') => {
      const r = checkLinkInput(body, NOW, lang);
      return r.ok ? '' : r.error;
    };
    expect(refused({ ...good, label: '' }, 'en')).toBe('Give the link a label of 1 to 80 characters.');
    expect(refused({ ...good, passcode: 'abc' }, 'zh')).toBe('访问密码为 4 到 64 个字符，或留空。');
    expect(refused({ ...good, owner: 'me' }, 'en')).toMatch(/^"owner" is not a field of a link\. Its fields: label, /);
  });
});

/** A studio brand as the Share panel sends it; a 1x1 PNG as its logo. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const studio = {
  id: 'acme1',
  name: { zh: '极光', en: 'Aurora' },
  color: '#6a1b9a',
  logo: PNG,
  background: 'brands/acme/bg.svg',
  language: 'en',
  flags: { showAudition: false },
};

describe('a studio brand sent with a link', () => {
  it('is kept whole with the link, which then wears its host', () => {
    const r = checkLinkInput({ ...good, studioBrand: studio }, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.brand).toBe(studioHost('acme1'));
    expect(r.value.studio).toMatchObject({ id: 'acme1', name: { en: 'Aurora' }, color: '#6a1b9a', logo: PNG });
    // Switches not sent keep the studio's defaults.
    expect(r.value.studio?.flags).toEqual({
      unifiedComputingPower: true,
      showAudition: false,
      hailuoAudioGeneratePower: false,
    });
    // No brand at all: the host's.
    expect(checkLinkInput(good, NOW)).toMatchObject({ ok: true, value: { studio: null, brand: '' } });
  });

  it.each([
    ['text', 'studioBrand'],
    [{ ...studio, logo: 'https://evil.example/x.png' }, 'studioBrand.logo'],
    [{ ...studio, logo: 'data:image/png;base64,AAAA' }, 'studioBrand.logo'],
    [{ ...studio, background: 'url(javascript:alert(1))' }, 'studioBrand.background'],
    [{ ...studio, color: 'red' }, 'studioBrand.color'],
    [{ ...studio, color: '#ffffff' }, 'studioBrand.color'],
    [{ ...studio, name: { zh: '', en: ' ' } }, 'studioBrand.name'],
    [{ ...studio, name: 7 }, 'studioBrand.name'],
    [{ ...studio, language: 'fr' }, 'studioBrand.language'],
    [{ ...studio, id: '../x' }, 'studioBrand.id'],
    [{ ...studio, flags: { hidden: true } }, 'studioBrand.flags.hidden'],
    [{ ...studio, sharePrefix: 'x'.repeat(300) }, 'studioBrand.sharePrefix'],
    [{ ...studio, script: '<script>' }, 'studioBrand.script'],
  ])('refuses %j naming %s', (brand, field) => {
    const r = checkLinkInput({ ...good, studioBrand: brand }, NOW);
    expect(r).toMatchObject({ ok: false, field });
  });

  it('refuses a preset brand beside it', () => {
    expect(checkLinkInput({ ...good, brand: 'acme.localhost', studioBrand: studio }, NOW)).toMatchObject({
      ok: false,
      field: 'brand',
    });
  });

  it("refuses a studio rule in the studio's own words, in the caller's language", () => {
    for (const lang of LANGUAGES) {
      const studioWords = ALL_MESSAGES[lang].studio;
      expect(checkStudioBrand({ ...studio, color: 'red' }, lang)).toEqual({
        ok: false,
        field: 'studioBrand.color',
        error: studioWords.problem_colorInvalid,
      });
      expect(checkStudioBrand({ ...studio, color: '#fafafa' }, lang)).toMatchObject({
        error: studioWords.problem_colorTooLight,
      });
      expect(checkStudioBrand({ ...studio, logo: 'data:image/png;base64,AAAA' }, lang)).toMatchObject({
        error: studioWords.problem_logoNotImage,
      });
    }
    // The four languages say it in four ways.
    expect(new Set(LANGUAGES.map((l) => ALL_MESSAGES[l].studio.problem_colorInvalid)).size).toBe(4);
  });
});

describe('a viewing whose page goes silent', () => {
  it('is silent once nothing was heard for VIEW_SILENCE_MS (two minutes), not a moment before', () => {
    expect(VIEW_SILENCE_MS).toBe(120_000);
    expect(viewingSilent(1000, 1000 + VIEW_SILENCE_MS - 1)).toBe(false);
    expect(viewingSilent(1000, 1000 + VIEW_SILENCE_MS)).toBe(true);
  });

  it('is closed at the last word heard of it, once; a viewing that ended is not', () => {
    const v = new OpenViewings();
    v.heardOf('a', 1000);
    v.heardOf('a', 31_000);
    // A late word (an older time) does not move the last one back.
    v.heardOf('a', 5000);
    v.heardOf('b', 1000);
    v.ended('b');
    expect(v.takeSilent(31_000 + VIEW_SILENCE_MS - 1)).toEqual([]);
    expect(v.takeSilent(31_000 + VIEW_SILENCE_MS)).toEqual([{ opening: 'a', at: 31_000 }]);
    expect(v.isOpen('a')).toBe(false);
    expect(v.takeSilent(10 * VIEW_SILENCE_MS)).toEqual([]);
  });

  it('after a restart, an opening whose last event is not an end is a viewing in progress', () => {
    const v = OpenViewings.of([
      {
        id: 'open',
        linkId: 'L',
        openedAt: 0,
        events: [
          { at: 0, kind: 'opened', device: 'phone', language: 'en' },
          { at: 9000, kind: 'page', page: '/' },
        ],
      },
      {
        id: 'left',
        linkId: 'L',
        openedAt: 0,
        events: [
          { at: 0, kind: 'page', page: '/' },
          { at: 5000, kind: 'end' },
        ],
      },
    ]);
    expect(v.isOpen('open')).toBe(true);
    expect(v.isOpen('left')).toBe(false);
    expect(v.takeSilent(9000 + VIEW_SILENCE_MS)).toEqual([{ opening: 'open', at: 9000 }]);
  });
});

describe("a link's files", () => {
  it("copies one world's files into another under the same keys, and no other world's", () => {
    const blob = new Blob([new Uint8Array([1, 2, 3])]);
    putObject('up/me.mp4', blob, 'seller', 4);
    putObject('up/other.mp4', new Blob([new Uint8Array([9])]), 'someoneElse');
    copyScope('seller', 'link:L');
    expect(objectBlob('up/me.mp4', 'link:L')).toBe(blob);
    expect(objectSeconds('up/me.mp4', 'link:L')).toBe(4);
    expect(objectBlob('up/other.mp4', 'link:L')).toBeUndefined();
  });
});

describe('passcodes', () => {
  it('are kept as an scrypt hash that only the passcode matches', async () => {
    const h = await hashPasscode('open-sesame');
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(h).not.toContain('open-sesame');
    expect(await hashPasscode('open-sesame')).not.toBe(h);
    expect(await checkPasscode('open-sesame', h)).toBe(true);
    expect(await checkPasscode('open-sesamE', h)).toBe(false);
    expect(await checkPasscode('open-sesame', 'plain')).toBe(false);
  });

  it('five wrong tries make the link wait; the wait passes', async () => {
    let now = 0;
    const tries = new WrongTries(() => now);
    for (let i = 1; i < MAX_WRONG_TRIES; i++) {
      expect(await tries.take('L')).toBe(0);
      expect(await tries.wrong('L')).toBe(0);
    }
    expect(await tries.left('L')).toBe(1);
    expect(await tries.take('L')).toBe(0);
    expect(await tries.wrong('L')).toBe(60);
    expect(await tries.waitSeconds('L')).toBe(60);
    // No try is taken during the wait, the right passcode's neither.
    expect(await tries.take('L')).toBe(60);
    now += 30_000;
    expect(await tries.take('L')).toBe(30);
    expect(await tries.waitSeconds('other')).toBe(0);
    now += 30_000;
    expect(await tries.waitSeconds('L')).toBe(0);
    expect(await tries.left('L')).toBe(MAX_WRONG_TRIES);
  });

  it('a right passcode gives the tries back, even one that came past the last while it was checked', async () => {
    const tries = new WrongTries(() => 0);
    for (let i = 0; i < MAX_WRONG_TRIES; i++) expect(await tries.take('L')).toBe(0);
    expect(await tries.take('L')).toBe(60);
    await tries.right('L');
    expect(await tries.take('L')).toBe(0);
    expect(await tries.left('L')).toBe(MAX_WRONG_TRIES - 1);
  });
});

describe('the event log', () => {
  const link: LinkRecord = {
    id: 'L',
    label: 'x',
    brand: '',
    language: 'en',
    account: '13800000005',
    page: '/digital',
    scene: '',
    createdAt: 0,
    expiresAt: 10_000_000,
    passHash: null,
    maxOpenings: null,
    start: null,
    revokedAt: null,
    owner: { userId: 'u', oemCode: 'A' },
    openings: [],
    lastSeenAt: null,
  };

  it('replays changes into openings with the time on each page', () => {
    const s = emptyState();
    applyOp(s, { op: 'link', link: structuredClone(link) });
    applyOp(s, {
      op: 'open',
      opening: {
        id: 'p1',
        linkId: 'L',
        openedAt: 1000,
        events: [{ at: 1000, kind: 'opened', device: 'phone', language: 'es' }],
      },
    });
    applyOp(s, { op: 'event', opening: 'p1', event: { at: 2000, kind: 'page', page: '/digital' } });
    applyOp(s, { op: 'event', opening: 'p1', event: { at: 5000, kind: 'action', action: 'play' } });
    applyOp(s, { op: 'event', opening: 'p1', event: { at: 9000, kind: 'page', page: '=cmd|x' } });
    applyOp(s, { op: 'event', opening: 'p1', event: { at: 12_000, kind: 'end' } });
    // A change about an opening that is not there is ignored, not thrown.
    applyOp(s, { op: 'event', opening: 'nope', event: { at: 1, kind: 'end' } });
    expect(s.links.L?.openings).toEqual(['p1']);
    expect(s.links.L?.lastSeenAt).toBe(12_000);
    const tl = timelineOf(s.openings.p1 as NonNullable<(typeof s.openings)['p1']>);
    expect(tl.map((e) => e.spentMs)).toEqual([undefined, 7000, undefined, 3000, undefined]);
    const csv = timelineCsv(tl).split('\n');
    expect(csv[0]).toBe('opening,time,event,page,action,seconds_on_page,device,language');
    expect(csv[1]).toBe('p1,1970-01-01T00:00:01.000Z,opened,,,,phone,es');
    expect(csv[2]).toBe('p1,1970-01-01T00:00:02.000Z,page,/digital,,7,,');
    // A cell a spreadsheet would run is kept as text.
    expect(csv[4]).toContain(",'=cmd|x,");
    // An end the host made when the page went silent is told apart in the CSV.
    expect(timelineCsv([{ at: 0, kind: 'end', silent: true, opening: '1' }])).toContain(',end-silent,');
    expect(timelineCsv([{ at: 0, kind: 'end', opening: '1' }])).toContain(',end,');
  });

  it('tells phones from desktops and keeps nothing else of the agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });
});

describe('webhook signatures', () => {
  it('are HMAC-SHA256 of the very body, checked in constant time', () => {
    const body = '{"type":"viewing.ended"}';
    const sig = signBody('s3cret', body);
    // echo -n '{"type":"viewing.ended"}' | openssl dgst -sha256 -hmac s3cret
    expect(sig).toBe('sha256=01b1d2e797647342c6b8f838b6c7932412597f70e5c269c85365fb2484e0f966');
    expect(verifySignature('s3cret', body, sig)).toBe(true);
    expect(verifySignature('s3cret', `${body} `, sig)).toBe(false);
    expect(verifySignature('other', body, sig)).toBe(false);
    expect(verifySignature('s3cret', body, undefined)).toBe(false);
  });
});
