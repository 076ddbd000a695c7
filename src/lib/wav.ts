/**
 * WAV files, read and written in one place: 16-bit PCM mono, what the fake service's speech engine writes and its
 * generated audio downloads as, the recordings tests upload, and the duration of any PCM WAV a person uploads.
 * A written file is the 44-byte RIFF/WAVE header (a 16-byte fmt chunk, then the data chunk) and the samples
 * little-endian; a read one may have other chunks, which are skipped.
 */

/** The 44-byte header of a 16-bit PCM mono WAV whose samples take `dataBytes` bytes. */
export function wavHeader(sampleRate: number, dataBytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(44);
  const v = new DataView(out.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  v.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVEfmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, dataBytes, true);
  return out;
}

/** A 16-bit PCM mono WAV of pieces of little-endian samples, as they are, one after another. */
export function wavOfPcm(pieces: readonly Uint8Array[], sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = pieces.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(44 + bytes);
  out.set(wavHeader(sampleRate, bytes));
  let at = 44;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A 16-bit PCM mono WAV of the samples. */
export function pcmWav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(44 + samples.length * 2);
  out.set(wavHeader(sampleRate, samples.length * 2));
  const v = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) v.setInt16(44 + i * 2, samples[i], true);
  return out;
}

/** A 16-bit PCM mono WAV of float samples, -1..1 scaled to 16 bits. */
export function wavOf(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  return pcmWav(
    Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32767)),
    sampleRate,
  );
}

/** One chunk of a RIFF file: its four-letter id, where its body starts and the size its header gives. */
export interface WavChunk {
  id: string;
  /** Byte offset of the chunk's body (just past its 8-byte header). */
  body: number;
  /** The body's size as written, which a streaming writer may leave 0 or larger than the bytes at hand. */
  size: number;
}

/**
 * The chunks of a WAV after its 12-byte RIFF/WAVE header, in order, as far as the bytes at hand go (a chunk's header
 * must be there; its body may be cut short). Odd-sized bodies are padded to an even length, as RIFF requires.
 */
export function* wavChunks(v: DataView): Generator<WavChunk> {
  let at = 12;
  while (at + 8 <= v.byteLength) {
    const id = String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3));
    const size = v.getUint32(at + 4, true);
    yield { id, body: at + 8, size };
    at += 8 + size + (size % 2);
  }
}

/**
 * The duration of a PCM WAV from its header: byte rate from the fmt chunk, length from the data chunk (or the file
 * size when a streaming writer left it 0). null when the bytes are not a WAV.
 */
export function wavDuration(head: ArrayBuffer, fileSize: number): number | null {
  const v = new DataView(head);
  const tag = (at: number) =>
    String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3));
  if (v.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (const c of wavChunks(v)) {
    if (c.id === 'fmt ' && c.body + 8 <= v.byteLength) byteRate = v.getUint32(c.body + 8, true);
    if (c.id === 'data') {
      if (!byteRate) return null;
      const bytes = c.size > 0 && c.size < 0xffffffff ? Math.min(c.size, fileSize - c.body) : fileSize - c.body;
      return bytes / byteRate;
    }
  }
  return null;
}

/** The samples of a 16-bit PCM mono WAV as they are (little-endian bytes), and its rate; none when it has no data. */
export function pcmBytesOfWav(bytes: Uint8Array): { data: Uint8Array; sampleRate: number } {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sampleRate = v.getUint32(24, true);
  for (const c of wavChunks(v)) {
    if (c.id !== 'data') continue;
    const n = Math.floor(Math.min(c.size, v.byteLength - c.body) / 2) * 2;
    return { data: bytes.slice(c.body, c.body + n), sampleRate };
  }
  return { data: new Uint8Array(0), sampleRate };
}

/** 16-bit little-endian samples as floats, -1..1. */
export function floatsOfPcm(data: Uint8Array): Float32Array {
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const samples = new Float32Array(data.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = v.getInt16(i * 2, true) / 32768;
  return samples;
}

/** The samples of a 16-bit PCM mono WAV as floats, -1..1, and its rate. */
export function pcmOfWav(bytes: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const p = pcmBytesOfWav(bytes);
  return { samples: floatsOfPcm(p.data), sampleRate: p.sampleRate };
}
