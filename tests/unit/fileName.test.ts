import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, fileNameFor } from '../../src/domain/fileName';
import { spokenWords } from '../../src/domain/script';

describe('fileNameFor: a download named after its work', () => {
  it('keeps a plain name, in any script', () => {
    expect(fileNameFor('Spring launch', 'webm', 'video')).toBe('Spring launch.webm');
    expect(fileNameFor('春季新品发布', 'wav', 'audio')).toBe('春季新品发布.wav');
  });
  it('turns what no file system takes, and line breaks, into single spaces', () => {
    expect(fileNameFor('Q1: "plan" a/b\nnext?', 'wav', 'audio')).toBe('Q1 plan a b next.wav');
  });
  it('cuts a long script to its first words', () => {
    const name = fileNameFor('欢'.repeat(100), 'wav', 'audio');
    expect(name).toBe(`${'欢'.repeat(FILE_NAME_MAX)}.wav`);
  });
  it('falls back when nothing is left', () => {
    expect(fileNameFor(' ??? ', 'wav', 'audio-au1')).toBe('audio-au1.wav');
    expect(fileNameFor('...', 'wav', 'audio-au1')).toBe('audio-au1.wav');
  });
  it('names an audio by its words, without the script’s pause markers', () => {
    expect(fileNameFor(spokenWords('欢迎来到直播间，<#0.3#>今天介绍新品。'), 'wav', 'audio')).toBe(
      '欢迎来到直播间，今天介绍新品。.wav',
    );
  });
});
