import { describe, expect, it } from 'vitest';
import {
  floatsOfPcm,
  pcmBytesOfWav,
  pcmOfWav,
  pcmWav,
  wavChunks,
  wavDuration,
  wavOf,
  wavOfPcm,
} from '../../src/lib/wav';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

describe('the WAV the console and the fake service write', () => {
  it('is a 44-byte RIFF/WAVE header of 16-bit mono PCM, then the samples little-endian', () => {
    const wav = pcmWav(Int16Array.of(1, -2, 32767), 8000);
    const v = view(wav);
    expect(wav.byteLength).toBe(44 + 6);
    const text = (at: number, n: number) => new TextDecoder().decode(wav.subarray(at, at + n));
    expect([text(0, 4), text(8, 8), text(36, 4)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    expect([v.getUint32(4, true), v.getUint32(16, true), v.getUint32(40, true)]).toEqual([36 + 6, 16, 6]);
    expect([v.getUint16(20, true), v.getUint16(22, true), v.getUint32(24, true), v.getUint32(28, true)]).toEqual([
      1, 1, 8000, 16000,
    ]);
    expect([v.getUint16(32, true), v.getUint16(34, true)]).toEqual([2, 16]);
    expect([v.getInt16(44, true), v.getInt16(46, true), v.getInt16(48, true)]).toEqual([1, -2, 32767]);
  });

  it('reads back as a fmt and a data chunk, and lasts its samples over its rate', () => {
    const wav = pcmWav(new Int16Array(16000), 8000);
    expect([...wavChunks(view(wav))]).toEqual([
      { id: 'fmt ', body: 20, size: 16 },
      { id: 'data', body: 44, size: 32000 },
    ]);
    expect(wavDuration(wav.buffer, wav.byteLength)).toBe(2);
  });
});

describe('walking the chunks of a WAV', () => {
  it('pads an odd-sized chunk to an even length and stops where the bytes end', () => {
    const wav = pcmWav(new Int16Array(4), 8000);
    // A 3-byte LIST chunk (one padding byte) between fmt and data, as some recorders write.
    const bytes = new Uint8Array(wav.byteLength + 12);
    bytes.set(wav.subarray(0, 36));
    bytes.set([...new TextEncoder().encode('LIST'), 3, 0, 0, 0, 1, 2, 3, 0], 36);
    bytes.set(wav.subarray(36), 48);
    expect([...wavChunks(view(bytes))].map((c) => [c.id, c.body])).toEqual([
      ['fmt ', 20],
      ['LIST', 44],
      ['data', 56],
    ]);
    // Cut inside the data chunk's header: the walk ends before it.
    expect([...wavChunks(view(bytes.subarray(0, 52)))].map((c) => c.id)).toEqual(['fmt ', 'LIST']);
    expect(wavDuration(bytes.slice().buffer, bytes.byteLength)).toBe(4 / 8000);
  });
});

describe('floats in and out of a WAV', () => {
  it('writes floats as 16 bits, clipped to -1..1, and reads them back within a step', () => {
    const samples = Float32Array.of(0, 0.5, -0.5, 1, -1, 2, -2);
    const back = pcmOfWav(wavOf(samples, 22050));
    expect(back.sampleRate).toBe(22050);
    const clipped = [0, 0.5, -0.5, 1, -1, 1, -1];
    for (const [i, s] of back.samples.entries()) expect(Math.abs(s - clipped[i])).toBeLessThan(1 / 16000);
  });

  it('joins pieces of samples as they are, under one header that counts them all', () => {
    const a = Uint8Array.of(1, 0, 2, 0);
    const b = Uint8Array.of(0xff, 0x7f);
    const wav = wavOfPcm([a, b], 8000);
    expect(wavDuration(wav.buffer, wav.byteLength)).toBe(3 / 8000);
    expect([...pcmBytesOfWav(wav).data]).toEqual([1, 0, 2, 0, 0xff, 0x7f]);
    expect([...floatsOfPcm(Uint8Array.of(0, 0x80))]).toEqual([-1]);
  });
});
