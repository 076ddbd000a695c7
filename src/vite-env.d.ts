/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Development: path patterns sent to the real service (VITE_API_BASE_URL) through Vite's proxy; the rest is faked. */
  readonly VITE_API_PASSTHROUGH?: string;
}
