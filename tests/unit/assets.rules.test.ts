import { describe, expect, it } from 'vitest';
import { audioCost, audioStatus, avatarStatus, voiceOperable, voiceStatus } from '../../src/domain/assets';
import {
  checkText,
  countChars,
  cutToLimit,
  estimateSeconds,
  insertPause,
  parsePause,
  parseRate,
  PAUSES_MAX_S,
  pausesIn,
  pauseTotal,
  SCRIPT_AUDIO_MAX_S,
  scriptLength,
} from '../../src/domain/script';
import { checkFile, checkMeta, isAbove1080p, isWidescreen, MB, orientationOf } from '../../src/domain/upload';
import { wavDuration } from '../../src/lib/wav';
import { makeWav } from '../wav';

const wavSeconds = (s: number) => {
  const bytes = makeWav(s);
  return wavDuration(bytes.buffer.slice(0, 4096) as ArrayBuffer, bytes.byteLength);
};

describe('upload rules: type and size, before any byte is read', () => {
  it('takes mp3, m4a and wav for audio, whatever the case, and refuses the rest with the allowed list', () => {
    for (const name of ['a.mp3', 'b.M4A', 'c.wav'])
      expect(checkFile('scriptAudio', { name, size: 10 }), name).toBeNull();
    expect(checkFile('scriptAudio', { name: 'song.flac', size: 10 })).toEqual({
      key: 'upload.wrongType',
      values: { types: 'mp3, m4a, wav' },
    });
    expect(checkFile('voiceHifi', { name: 'noextension', size: 10 })?.key).toBe('upload.wrongType');
  });
  it('takes jpg, png, jpeg and gif images and mp4 or mov videos only', () => {
    for (const name of ['a.jpg', 'a.png', 'a.jpeg', 'a.gif'])
      expect(checkFile('backgroundImage', { name, size: 1 })).toBeNull();
    expect(checkFile('image', { name: 'a.webp', size: 1 })?.key).toBe('upload.wrongType');
    for (const name of ['a.mp4', 'a.MOV']) expect(checkFile('avatarVideo', { name, size: 1 })).toBeNull();
    expect(checkFile('video', { name: 'a.avi', size: 1 })?.key).toBe('upload.wrongType');
  });
  it('refuses a sample over 100 MB and an empty file', () => {
    expect(checkFile('voiceHifi', { name: 'a.wav', size: 100 * MB })).toBeNull();
    expect(checkFile('voiceHifi', { name: 'a.wav', size: 100 * MB + 1 })).toEqual({
      key: 'upload.tooBig',
      values: { mb: 100 },
    });
    expect(checkFile('voiceBasic', { name: 'a.wav', size: 0 })?.key).toBe('upload.empty');
  });
});

describe('upload rules: duration read from the file', () => {
  it('reads the duration of generated WAVs of 2, 5, 20 and 70 s from their header', () => {
    for (const s of [2, 5, 20, 70]) expect(wavSeconds(s)).toBeCloseTo(s, 3);
    expect(wavDuration(new TextEncoder().encode('not a wav at all').buffer as ArrayBuffer, 16)).toBeNull();
  });
  it('hi-fi samples are 15-60 s: 2 and 5 s are too short, 20 s is fine, 70 s is too long', () => {
    const hifi = (s: number) => checkMeta('voiceHifi', { duration: wavSeconds(s) ?? 0 });
    expect(hifi(2)).toEqual({ key: 'upload.hifiDuration', values: { min: 15, max: 60 } });
    expect(hifi(5)?.key).toBe('upload.hifiDuration');
    expect(hifi(20)).toBeNull();
    expect(hifi(70)?.key).toBe('upload.hifiDuration');
    expect(checkMeta('voiceHifi', { duration: 15 })).toBeNull();
    expect(checkMeta('voiceHifi', { duration: 60 })).toBeNull();
  });
  it('basic samples are 3-10 s: 5 s is fine, 2 and 20 s are not', () => {
    const basic = (s: number) => checkMeta('voiceBasic', { duration: wavSeconds(s) ?? 0 });
    expect(basic(2)).toEqual({ key: 'upload.basicDuration', values: { min: 3, max: 10 } });
    expect(basic(5)).toBeNull();
    expect(basic(20)?.key).toBe('upload.basicDuration');
  });
  it('script audio is at most one minute: 20 s is fine, 70 s is refused', () => {
    expect(checkMeta('scriptAudio', { duration: wavSeconds(20) ?? 0 })).toBeNull();
    expect(checkMeta('scriptAudio', { duration: wavSeconds(70) ?? 0 })).toEqual({
      key: 'upload.tooLong',
      values: { max: 60 },
    });
  });
  it('a file whose duration cannot be read is refused as unreadable', () => {
    expect(checkMeta('voiceBasic', {})?.key).toBe('upload.unreadable');
    expect(checkMeta('voiceBasic', { duration: Number.NaN })?.key).toBe('upload.unreadable');
  });
});

describe('upload rules: resolution and ratio', () => {
  it('refuses anything above 1080p in either orientation', () => {
    expect(isAbove1080p(1920, 1080)).toBe(false);
    expect(isAbove1080p(1080, 1920)).toBe(false);
    expect(isAbove1080p(2560, 1440)).toBe(true);
    expect(isAbove1080p(1440, 1440)).toBe(true);
    expect(checkMeta('image', { width: 3840, height: 2160 })).toEqual({ key: 'upload.tooHighRes' });
    expect(checkMeta('avatarVideo', { duration: 4, width: 1280, height: 720 })).toBeNull();
    expect(checkMeta('video', { duration: 4, width: 2160, height: 3840 })?.key).toBe('upload.tooHighRes');
  });
  it('background images must be 16:9 or 9:16; plain images may be any ratio', () => {
    expect(isWidescreen(1920, 1080)).toBe(true);
    expect(isWidescreen(1080, 1920)).toBe(true);
    expect(isWidescreen(854, 480)).toBe(true);
    expect(checkMeta('backgroundImage', { width: 1280, height: 720 })).toBeNull();
    expect(checkMeta('backgroundImage', { width: 720, height: 1280 })).toBeNull();
    expect(checkMeta('backgroundImage', { width: 1024, height: 768 })).toEqual({ key: 'upload.ratio' });
    expect(checkMeta('backgroundImage', { width: 1000, height: 1000 })?.key).toBe('upload.ratio');
    expect(checkMeta('image', { width: 1000, height: 1000 })).toBeNull();
    expect(checkMeta('backgroundImage', { width: 2560, height: 1440 })?.key).toBe('upload.tooHighRes');
  });
  it('suggests the orientation of a video from its size', () => {
    expect(orientationOf(320, 180)).toBe('landscape');
    expect(orientationOf(180, 320)).toBe('vertical');
  });
});

describe('script rules: text', () => {
  const text = (n: number) => '字'.repeat(n);
  it('needs 15 characters and allows 270 for the free timbre, 3000 for paid', () => {
    expect(checkText('', 'free')?.key).toBe('script.textRequired');
    expect(checkText(text(14), 'free')).toEqual({ key: 'script.textShort', values: { min: 15 } });
    expect(checkText(text(15), 'free')).toBeNull();
    expect(checkText(text(270), 'free')).toBeNull();
    expect(checkText(text(271), 'free')).toEqual({ key: 'script.textLong', values: { max: 270 } });
    expect(checkText(text(271), 'paid')).toBeNull();
    expect(checkText(text(3000), 'paid')).toBeNull();
    expect(checkText(text(3001), 'paid')?.key).toBe('script.textLong');
  });
  it('counts the spoken characters without pause markers (the bill), and emoji as one', () => {
    expect(countChars('你好<#0.3#>世界')).toBe(4);
    expect(countChars('ab😀')).toBe(3);
    expect(pausesIn('a<#0.3#>b<#1#>c<#2.25#>')).toEqual([0.3, 1, 2.25]);
  });
  it('counts pause markers toward the limit, as written', () => {
    expect(scriptLength('你好<#0.3#>世界')).toBe(11);
    expect(scriptLength('ab😀')).toBe(3);
    expect(checkText(`${text(263)}<#0.3#>`, 'free')).toBeNull();
    expect(checkText(`${text(264)}<#0.3#>`, 'free')).toEqual({ key: 'script.textLong', values: { max: 270 } });
    // The 600-byte request that once took fake:serve down: 620 characters as written.
    const markers = '一<#99.99#>'.repeat(62);
    expect(scriptLength(markers)).toBe(620);
    expect(checkText(markers, 'free')?.key).toBe('script.textLong');
  });
  it('caps the pauses of one text at 60 s together, so no text within the rules makes more than a bound of audio', () => {
    expect(PAUSES_MAX_S).toBe(60);
    expect(pauseTotal('a<#0.3#>b<#1#>c<#2.25#>')).toBe(3.55);
    expect(checkText(`${text(20)}<#30#>${text(2)}<#30#>`, 'free')).toBeNull();
    expect(checkText(`${text(20)}<#30#>${text(2)}<#30.01#>`, 'free')).toEqual({
      key: 'script.pausesLong',
      values: { max: 60 },
    });
    expect(checkText('一<#99.99#>'.repeat(62), 'paid')?.key).toBe('script.pausesLong');
    // The paid limit in Chinese at the engine's slowest pace, plus the pauses: about half an hour, never more.
    expect(SCRIPT_AUDIO_MAX_S).toBeGreaterThan((3000 / 3.8) * (175 / 80) + 60);
    expect(SCRIPT_AUDIO_MAX_S).toBeLessThan(40 * 60);
  });
  it('cuts over-long text to the limit as written, never splitting a marker nor ending on one', () => {
    expect(cutToLimit(text(10), 20)).toEqual({ text: text(10), cut: false });
    expect(cutToLimit(text(300), 270)).toEqual({ text: text(270), cut: true });
    const withMarks = `${text(260)}<#1#>${text(10)}`;
    const cut = cutToLimit(withMarks, 270);
    expect(cut.cut).toBe(true);
    expect(cut.text).toBe(`${text(260)}<#1#>${text(5)}`);
    expect(scriptLength(cut.text)).toBe(270);
    // A marker that does not fit whole ends the text.
    expect(cutToLimit(`${text(268)}<#1#>${text(5)}`, 270).text).toBe(text(268));
    expect(cutToLimit(`${text(270)}<#3#>more`, 270).text).toBe(text(270));
  });
});

describe('script rules: rate and pauses', () => {
  it('takes a rate above 0 and at most 2x, one decimal', () => {
    expect(parseRate('1')).toEqual({ value: 1 });
    expect(parseRate(' 1.5 ')).toEqual({ value: 1.5 });
    expect(parseRate('0.1')).toEqual({ value: 0.1 });
    expect(parseRate('2')).toEqual({ value: 2 });
    expect(parseRate('0')).toEqual({ error: { key: 'script.rateRange', values: { max: 2 } } });
    expect(parseRate('2.1')).toMatchObject({ error: { key: 'script.rateRange' } });
    expect(parseRate('1.25')).toEqual({ error: { key: 'script.rateStep' } });
    expect(parseRate('fast')).toEqual({ error: { key: 'script.rateInvalid' } });
    expect(parseRate('-1')).toEqual({ error: { key: 'script.rateInvalid' } });
  });
  it('takes a custom pause with at most two decimals', () => {
    expect(parsePause('0.3')).toEqual({ value: 0.3 });
    expect(parsePause('1.25')).toEqual({ value: 1.25 });
    expect(parsePause('1.255')).toEqual({ error: { key: 'script.pauseDecimals' } });
    expect(parsePause('0')).toMatchObject({ error: { key: 'script.pauseRange' } });
    expect(parsePause('100')).toMatchObject({ error: { key: 'script.pauseRange' } });
    expect(parsePause('abc')).toEqual({ error: { key: 'script.pauseInvalid' } });
    expect(checkText(`${'字'.repeat(20)}<#100#>`, 'free')?.key).toBe('script.pauseRange');
  });
  it('inserts a visible marker at the cursor or over a selection, and moves the cursor after it', () => {
    expect(insertPause('你好世界', 2, 2, 0.3)).toEqual({ text: '你好<#0.3#>世界', cursor: 9 });
    expect(insertPause('abc', 1, 2, 1)).toEqual({ text: 'a<#1#>c', cursor: 6 });
    expect(insertPause('abc', 99, 99, 3).text).toBe('abc<#3#>');
  });
  it('estimates speaking time with rate and pauses, at the pace of each kind of character', () => {
    // A Chinese character 0.2208 s, a kana mora 0.0846 s, a Latin letter 0.0535 s and a word 0.0887 s, and the end
    // of what is said a silence (0.95 s in Chinese and Japanese speech, 0.0246 s in Latin) (src/domain/speech.ts).
    expect(estimateSeconds('字'.repeat(41), 1)).toBe(10);
    expect(estimateSeconds('字'.repeat(41), 2)).toBe(5);
    expect(estimateSeconds(`${'字'.repeat(41)}<#3#>`, 1)).toBe(13);
    expect(estimateSeconds('a'.repeat(185), 1)).toBe(10);
    expect(estimateSeconds('か'.repeat(107), 1)).toBe(10);
    // A small kana is part of the mora before it.
    expect(estimateSeconds('きゅ'.repeat(107), 1)).toBe(10);
    // Spaces between Chinese characters are not heard; between words they are.
    expect(estimateSeconds('字 '.repeat(41), 1)).toBe(10);
    expect(estimateSeconds('ab '.repeat(40), 1)).toBeGreaterThan(estimateSeconds('ab'.repeat(40), 1));
  });
});

describe('asset states and prices', () => {
  it('derives cutout, training and audio states from the clock', () => {
    expect(avatarStatus(1000, 999)).toBe('processing');
    expect(avatarStatus(1000, 1000)).toBe('ready');
    expect(voiceStatus({ trainedAt: 10, fails: false }, 9)).toBe('pending');
    expect(voiceStatus({ trainedAt: 10, fails: false }, 10)).toBe('done');
    expect(voiceStatus({ trainedAt: 10, fails: true }, 10)).toBe('failed');
    expect(voiceOperable('pending')).toBe(false);
    expect(voiceOperable('failed')).toBe(false);
    expect(voiceOperable('done')).toBe(true);
    const a = { createdAt: 0, readyAt: 5000 };
    expect(audioStatus(a, 4999)).toBe('generating');
    expect(audioStatus(a, 5000)).toBe('done');
    expect(audioStatus(a, 48 * 3600 * 1000)).toBe('expired');
  });
  it('prices audio per started 100 characters, twice on the third-party engine', () => {
    expect(audioCost(15, false)).toBe(10);
    expect(audioCost(100, false)).toBe(10);
    expect(audioCost(101, false)).toBe(20);
    expect(audioCost(101, true)).toBe(40);
  });
});
