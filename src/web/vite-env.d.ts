/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the marketing site (About Us, Blog, ...); unset means paths on this host. */
  readonly VITE_MARKETING_SITE_URL?: string;
  /** Where production builds send uncaught errors (Sentry); unset means no error reporting. */
  readonly VITE_SENTRY_DSN?: string;
}
