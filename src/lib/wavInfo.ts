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
