/**
 * fake:serve's videos (mirage/node/nodeVideo.ts): frames a second, as the browser's demo renders
 * (mirage/media/maker.ts VIDEO_FPS), and the most `--video-fps` takes; video bits a second, enough that the backdrop's
 * gradient shows no blocks at 720p. A module of its own: the command line reads it before the server is loaded.
 */
export const NODE_VIDEO = { fps: 25, bitrate: 2_000_000 } as const;
