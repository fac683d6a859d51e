/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it differs from the SPA origin (SPEC §1); empty means same origin. */
  readonly VITE_API_URL?: string;
}
