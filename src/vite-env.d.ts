/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Development: path patterns sent to the real service (VITE_API_BASE_URL) through Vite's proxy; the rest is faked. */
  readonly VITE_API_PASSTHROUGH?: string;
  /** 'off': a build without the fake service's media studio (the single-file demo; vite.single.config.ts). */
  readonly VITE_MEDIA_STUDIO?: string;
}
