/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it differs from the SPA origin (SPEC §1); empty means same origin. */
  readonly VITE_API_URL?: string;
  /**
   * Socket.IO origin (ARCHITECTURE §3) when it differs from the page's; empty means the page's
   * origin. It does not follow VITE_API_URL: a bundle for another API host sets both.
   */
  readonly VITE_WS_URL?: string;
}
