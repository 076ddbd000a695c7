/**
 * The duration of a PCM WAV from its header: byte rate from the fmt chunk, length from the data chunk (or the file
 * size when a streaming writer left it 0). null when the bytes are not a WAV.
 */
export function wavDuration(head: ArrayBuffer, fileSize: number): number | null {
  const v = new DataView(head);
  const tag = (at: number) =>
    String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3));
  if (v.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= v.byteLength) {
    const id = tag(at);
    const size = v.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= v.byteLength) byteRate = v.getUint32(at + 16, true);
    if (id === 'data') {
      if (!byteRate) return null;
      const bytes = size > 0 && size < 0xffffffff ? Math.min(size, fileSize - at - 8) : fileSize - at - 8;
      return bytes / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
