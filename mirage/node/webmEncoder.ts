/**
 * A WebM file (VP8 video, Opus sound) made in Node by libav.js (FFmpeg's libraries with libvpx and libopus, compiled
 * to WebAssembly: the npm package `@libav.js/variant-webm-vp9`, LGPL-2.1, with BSD-licensed libvpx and libopus). It
 * runs only in fake:serve's worker threads (mirage/node/speechWorker.ts); nothing the browser loads imports it. The
 * few calls used are typed here, so the package's own 225 KB of declarations are not needed.
 */
export interface LibAVPacket {
  data: Uint8Array;
  pts?: number;
  stream_index?: number;
}
interface LibAVFrame {
  data: Uint8Array | Float32Array;
  format: number;
  pts: number;
  width?: number;
  height?: number;
  layout?: { offset: number; stride: number }[];
  sample_rate?: number;
  channel_layout?: number;
  channels?: number;
  nb_samples?: number;
}
export interface LibAV {
  AV_PIX_FMT_YUV420P: number;
  AV_SAMPLE_FMT_FLT: number;
  AV_LOG_ERROR: number;
  av_log_set_level(level: number): Promise<void>;
  ff_init_encoder(
    name: string,
    opts: { ctx: Record<string, number>; time_base: [number, number]; options?: Record<string, string> },
  ): Promise<[number, number, number, number, number]>;
  ff_encode_multi(c: number, frame: number, pkt: number, frames: LibAVFrame[], fin?: boolean): Promise<LibAVPacket[]>;
  ff_free_encoder(c: number, frame: number, pkt: number): Promise<void>;
  ff_init_muxer(
    opts: { filename: string; format_name: string; open: boolean },
    streams: [number, number, number][],
  ): Promise<[number, number, number, number[]]>;
  avformat_write_header(oc: number, options: number): Promise<number>;
  av_packet_alloc(): Promise<number>;
  av_packet_free_js(pkt: number): Promise<void>;
  ff_write_multi(oc: number, pkt: number, packets: LibAVPacket[]): Promise<void>;
  av_write_trailer(oc: number): Promise<number>;
  ff_free_muxer(oc: number, pb: number): Promise<void>;
  readFile(name: string): Promise<Uint8Array>;
  unlink(name: string): Promise<void>;
  terminate(): void;
}
export interface LibAVModule {
  LibAV(opts: { noworker: true; nothreads: true }): Promise<LibAV>;
}

export const OPUS_RATE = 48_000;
/** Mono, as the speech is. */
const MONO_LAYOUT = 4;

export interface WebmOptions {
  width: number;
  height: number;
  fps: number;
  /** Bits a second of video: a still backdrop and a face need little; gradients keep their steps above ~1.5 Mb/s. */
  videoBitrate: number;
}

/**
 * Encodes frames as they are drawn (each handed over as planar YUV 4:2:0) and, at the end, the sound, then writes the
 * file. Packets are kept until then: a 30 s video's are a few MB. libvpx runs in its real-time mode at its fastest
 * setting (cpu-used 16) with no frames held back, a keyframe every two seconds, so a player can seek.
 */
export class WebmEncoder {
  private readonly video: Promise<[number, number, number, number, number]>;
  private readonly packets: LibAVPacket[] = [];
  private frame = 0;

  constructor(
    private readonly libav: LibAV,
    private readonly opts: WebmOptions,
  ) {
    this.video = libav.ff_init_encoder('libvpx', {
      ctx: {
        bit_rate: opts.videoBitrate,
        pix_fmt: libav.AV_PIX_FMT_YUV420P,
        width: opts.width,
        height: opts.height,
        gop_size: opts.fps * 2,
        framerate_num: opts.fps,
        framerate_den: 1,
        qmin: 4,
        qmax: 40,
      },
      time_base: [1, opts.fps],
      options: { deadline: 'realtime', 'cpu-used': '16', 'lag-in-frames': '0' },
    });
  }

  /** One frame, shown for 1/fps s. */
  async addFrame(i420: Uint8Array): Promise<void> {
    const { width, height } = this.opts;
    const [, c, frame, pkt] = await this.video;
    const chroma = width >> 1;
    const u = width * height;
    const got = await this.libav.ff_encode_multi(c, frame, pkt, [
      {
        data: i420,
        format: this.libav.AV_PIX_FMT_YUV420P,
        width,
        height,
        pts: this.frame++,
        layout: [
          { offset: 0, stride: width },
          { offset: u, stride: chroma },
          { offset: u + chroma * (height >> 1), stride: chroma },
        ],
      },
    ]);
    for (const p of got) this.packets.push({ ...p, stream_index: 0 });
  }

  /** The sound (mono, at OPUS_RATE), then the file. */
  async finish(samples: Float32Array): Promise<Uint8Array> {
    const { libav, opts } = this;
    const [, vc, vframe, vpkt] = await this.video;
    for (const p of await libav.ff_encode_multi(vc, vframe, vpkt, [], true))
      this.packets.push({ ...p, stream_index: 0 });
    const [, ac, aframe, apkt, frameSize] = await libav.ff_init_encoder('libopus', {
      ctx: {
        bit_rate: 64_000,
        sample_fmt: libav.AV_SAMPLE_FMT_FLT,
        sample_rate: OPUS_RATE,
        channel_layout: MONO_LAYOUT,
        channels: 1,
      },
      time_base: [1, OPUS_RATE],
    });
    const blocks: LibAVFrame[] = [];
    for (let at = 0; at < samples.length; at += frameSize) {
      const data = samples.slice(at, at + frameSize);
      blocks.push({
        data,
        format: libav.AV_SAMPLE_FMT_FLT,
        sample_rate: OPUS_RATE,
        channel_layout: MONO_LAYOUT,
        channels: 1,
        nb_samples: data.length,
        pts: at,
      });
    }
    const sound = (await libav.ff_encode_multi(ac, aframe, apkt, blocks, true)).map((p) => ({ ...p, stream_index: 1 }));
    const name = 'made.webm';
    const [oc, , pb] = await libav.ff_init_muxer({ filename: name, format_name: 'webm', open: true }, [
      [vc, 1, opts.fps],
      [ac, 1, OPUS_RATE],
    ]);
    await libav.avformat_write_header(oc, 0);
    const pkt = await libav.av_packet_alloc();
    await libav.ff_write_multi(oc, pkt, [...this.packets, ...sound]);
    await libav.av_write_trailer(oc);
    await libav.ff_free_muxer(oc, pb);
    await libav.av_packet_free_js(pkt);
    await libav.ff_free_encoder(vc, vframe, vpkt);
    await libav.ff_free_encoder(ac, aframe, apkt);
    const file = await libav.readFile(name);
    await libav.unlink(name);
    return file;
  }
}
