import { ALL_FORMATS, BufferSource, CanvasSink, Input } from 'mediabunny';
import { pingPong } from './motion';

/**
 * A person's own clip, played under the speech of a video made with their digital human: its file is read by
 * Mediabunny (MP4, MOV, WebM) and its frames decoded by the browser (WebCodecs), at the size the video shows them and
 * at the video's frame rate. The clip plays forward then backward for as long as the speech lasts (pingPong), so it
 * never jumps. Memory stays flat for a clip of any length: frames are decoded a second at a time, the second the
 * video is in, and only that second is kept.
 */
export class Footage {
  /** The clip's frames at the video's rate. */
  readonly frames: number;
  private held: { from: number; canvases: (OffscreenCanvas | HTMLCanvasElement)[] } = { from: -1, canvases: [] };

  private constructor(
    private readonly input: Input,
    private readonly sink: CanvasSink,
    private readonly first: number,
    private readonly fps: number,
    seconds: number,
  ) {
    this.frames = Math.max(1, Math.floor(seconds * fps));
  }

  /**
   * The clip in `bytes`, its frames drawn `width` x `height`; null when it has no video the browser can decode (the
   * video then shows the digital human's still).
   */
  static async open(bytes: ArrayBuffer, fps: number, size: (w: number, h: number) => [number, number]) {
    const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
    try {
      const track = await input.getPrimaryVideoTrack();
      if (!track || !(await track.canDecode())) {
        input.dispose();
        return null;
      }
      const [width, height] = size(track.displayWidth, track.displayHeight);
      const first = await track.getFirstTimestamp();
      const end = await track.computeDuration();
      const sink = new CanvasSink(track, { width, height, fit: 'fill', poolSize: 0 });
      return new Footage(input, sink, first, fps, end - first);
    } catch {
      input.dispose();
      return null;
    }
  }

  /** The clip's frame shown at frame `f` of the video. */
  async frameAt(f: number): Promise<OffscreenCanvas | HTMLCanvasElement | null> {
    const index = pingPong(f, this.frames);
    const chunk = Math.max(1, Math.round(this.fps));
    const from = index - (index % chunk);
    if (this.held.from !== from) {
      const to = Math.min(this.frames, from + chunk);
      // The middle of each of the video's frames: the clip's frame shown then, whatever the clip's own rate.
      const times = Array.from({ length: to - from }, (_, i) => this.first + (from + i + 0.5) / this.fps);
      const canvases: (OffscreenCanvas | HTMLCanvasElement)[] = [];
      for await (const c of this.sink.canvasesAtTimestamps(times)) {
        const last = canvases[canvases.length - 1] ?? this.held.canvases[this.held.canvases.length - 1];
        if (c) canvases.push(c.canvas);
        else if (last) canvases.push(last);
      }
      this.held = { from, canvases };
    }
    return this.held.canvases[index - from] ?? this.held.canvases[this.held.canvases.length - 1] ?? null;
  }

  close(): void {
    this.input.dispose();
  }
}
