import type { Page } from '@playwright/test';
import { medianPitch } from '../../src/lib/pitch';

/**
 * What a file at `url` sounds like, read in the page as a person's browser plays it: its length and the loudness of
 * its speech (RMS over the windows that are not silent), and the share of it that is silent.
 */
export function heard(page: Page, url: string): Promise<{ seconds: number; loudness: number; silent: number }> {
  return page.evaluate(async (src) => {
    const bytes = await (await fetch(src)).arrayBuffer();
    const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes);
    const ch = audio.getChannelData(0);
    const step = Math.round(audio.sampleRate * 0.05);
    let loud = 0;
    let sum = 0;
    let quiet = 0;
    for (let at = 0; at + step <= ch.length; at += step) {
      let s = 0;
      for (let i = at; i < at + step; i++) s += ch[i] * ch[i];
      const rms = Math.sqrt(s / step);
      if (rms < 0.005) quiet++;
      else {
        loud++;
        sum += rms;
      }
    }
    const windows = loud + quiet;
    return { seconds: audio.duration, loudness: loud ? sum / loud : 0, silent: windows ? quiet / windows : 1 };
  }, url);
}

/**
 * The median pitch of a file at `url` in Hz (src/lib/pitch.ts), read from the samples the page decodes as a person's
 * browser plays them; 0 when nothing in it is voiced.
 */
export async function pitchHeard(page: Page, url: string): Promise<number> {
  const { samples, sampleRate } = await page.evaluate(async (src) => {
    const bytes = await (await fetch(src)).arrayBuffer();
    const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bytes);
    return { samples: Array.from(audio.getChannelData(0)), sampleRate: audio.sampleRate };
  }, url);
  return medianPitch(Float32Array.from(samples), sampleRate) ?? 0;
}
