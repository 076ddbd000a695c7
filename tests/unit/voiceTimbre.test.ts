import { describe, expect, it, vi } from 'vitest';
import { voiceTimbre } from '../../mirage/media/recipe';
import { timbreOf } from '../../mirage/media/engineVoice';

// The list with the genders the other way round from the platform's: what the fake engine speaks must follow the list,
// not the ids (whose own hash happens to pick the same families as the platform's genders).
vi.mock('../../mirage/systemTimbres', () => ({
  SYSTEM_TIMBRES: [
    { id: 'sys-xiaoxiao', name: 'Xiaoxiao', ref: 'seed:tts-female', gender: 'male' },
    { id: 'sys-yunyang', name: 'Yunyang', ref: 'seed:tts-male', gender: 'female' },
  ],
}));

describe('the timbre the fake service speaks a voice in', () => {
  it("takes a platform voice's gender from the platform's list", () => {
    expect(voiceTimbre('sys-xiaoxiao').variant).toMatch(/^m/);
    expect(voiceTimbre('sys-yunyang').variant).toMatch(/^f/);
  });
  it('gives any other voice the timbre its id picks', () => {
    expect(voiceTimbre('vo7')).toEqual(timbreOf('vo7'));
  });
});
