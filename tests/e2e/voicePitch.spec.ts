import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SYSTEM_TIMBRES } from '../../mirage/systemTimbres';
import { LABEL_HZ } from '../../mirage/media/engineVoice';
import { medianPitch } from '../../src/lib/pitch';
import { wavChunks } from '../../src/lib/wav';
import { timeoutOf } from '../../playwright.config';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { pitchHeard } from './heard';
import { voiceName } from './seeded';
import { t } from './words';

/**
 * Voices sound like their labels, measured as a listener would: the median pitch of what Listen plays. A platform
 * voice is inside its gender's range; a cloned voice speaks within 20% of the median pitch of the recording it was
 * cloned from (the seeded clones: "Bright female voice" from a 200 Hz recording, "My voice" from a 130 Hz one).
 */
const row = (page: Page, name: string) => page.getByRole('row', { name });
const player = (page: Page) => page.locator(`audio[aria-label="${t('voice.audition')}"]:visible`);

async function listened(page: Page, before: string): Promise<{ src: string; hz: number }> {
  // The first Listen loads the 18 MB speech engine, and speaks after the page's own audio list.
  await expect(player(page)).toHaveAttribute('src', /^blob:/, { timeout: timeoutOf(20_000) });
  await expect(player(page)).not.toHaveAttribute('src', before);
  const src = (await player(page).getAttribute('src')) ?? '';
  return { src, hz: await pitchHeard(page, src) };
}

/** The median pitch of a demo recording (16-bit PCM mono, scripts/gen-media.mjs), read from its file. */
function recordingHz(name: string): number {
  const bytes = readFileSync(`fixtures/media/${name}.wav`);
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = [...wavChunks(v)].find((c) => c.id === 'data');
  if (!data) return 0;
  const samples = Float32Array.from({ length: data.size / 2 }, (_, i) => v.getInt16(data.body + i * 2, true) / 32768);
  return medianPitch(samples, v.getUint32(24, true)) ?? 0;
}

test('a cloned voice speaks at the pitch of its recording, within 20%', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/voiceclone/index');
  let src = '';
  for (const [id, recording, gender] of [
    ['vo2', 'voice-sample-1', 'female'],
    ['vo1', 'voice-sample-2', 'male'],
  ] as const) {
    await row(page, voiceName(id))
      .getByRole('button', { name: t('voice.audition') })
      .click();
    const heard = await listened(page, src);
    src = heard.src;
    const sample = recordingHz(recording);
    expect(Math.abs(heard.hz - sample) / sample, `${id}: ${heard.hz} Hz, its recording ${sample} Hz`).toBeLessThan(0.2);
    expect(heard.hz).toBeGreaterThanOrEqual(LABEL_HZ[gender].low);
    expect(heard.hz).toBeLessThanOrEqual(LABEL_HZ[gender].high);
  }
});

test("each platform voice's median pitch is inside its label's range", async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  let src = '';
  for (const v of SYSTEM_TIMBRES) {
    await open(page, `/aiaudio/aiaudio?voice=${v.id}`);
    await expect(page.getByRole('combobox', { name: t('aiaudio.voice'), exact: true })).toHaveValue(v.id);
    await page.getByRole('button', { name: t('voice.audition') }).click();
    const heard = await listened(page, src);
    src = heard.src;
    expect(heard.hz, v.id).toBeGreaterThanOrEqual(LABEL_HZ[v.gender].low);
    expect(heard.hz, v.id).toBeLessThanOrEqual(LABEL_HZ[v.gender].high);
  }
});
