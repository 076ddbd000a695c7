import { describe, expect, it } from 'vitest';
import { CAPTION_MAX, firstLine, videoEstimate } from '../../src/domain/videoPreview';

describe("the editor's preview caption", () => {
  it('is the first non-empty line, pause markers and extra spaces gone', () => {
    expect(firstLine('')).toBe('');
    expect(firstLine('  \n\n')).toBe('');
    expect(firstLine('\n  大家好，<#0.3#>欢迎光临  \n第二行')).toBe('大家好， 欢迎光临');
    expect(firstLine('Hello   there\r\nnext')).toBe('Hello there');
  });

  it(`is cut at ${CAPTION_MAX} characters with an ellipsis, counting characters, not UTF-16 units`, () => {
    const long = '字'.repeat(CAPTION_MAX + 5);
    expect(firstLine(long)).toBe(`${'字'.repeat(CAPTION_MAX)}…`);
    const emoji = '😀'.repeat(CAPTION_MAX);
    expect(firstLine(emoji)).toBe(emoji);
  });
});

describe("the editor's length and cost", () => {
  it('says what is missing before there is anything to speak, never "0 s for 30 points"', () => {
    expect(videoEstimate('free', 'text', 0)).toEqual({ missing: 'text' });
    expect(videoEstimate('dingji', 'audio', 0)).toEqual({ missing: 'audio' });
    expect(videoEstimate('free', 'audio', Number.NaN)).toEqual({ missing: 'audio' });
  });

  it('then the billed seconds (the free model at most 60) and the points per started 30 s', () => {
    expect(videoEstimate('free', 'text', 6.3)).toEqual({ seconds: 6.3, cost: 30 });
    expect(videoEstimate('dingji', 'text', 6.3)).toEqual({ seconds: 6.3, cost: 600 });
    expect(videoEstimate('free', 'audio', 75)).toEqual({ seconds: 60, cost: 60 });
    expect(videoEstimate('youzhi', 'audio', 75)).toEqual({ seconds: 75, cost: 450 });
  });
});
