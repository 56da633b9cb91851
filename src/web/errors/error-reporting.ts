import type * as SentryModule from '@sentry/react';
import type { ErrorInfo } from 'react';

/**
 * Messages the error-reporting service ignores (spec 000 §8 names "a global-object error and a null-state
 * error from a state library"). "global is not defined" is thrown by browser bundles of Node-minded packages
 * that reach for Node's `global`; "Cannot read properties of null (reading 'useState')" is what a state
 * library's hook throws when it runs against a second copy of React or outside a render (React's dispatcher
 * is null). Both come from the environment (extensions, stale tabs mid-deploy), not from faults we can fix,
 * and would drown real reports. Sentry matches each as a substring of the error message.
 */
export const IGNORED_ERROR_MESSAGES: readonly string[] = ['global is not defined', "Cannot read properties of null (reading 'useState')"];

export interface ErrorReportingEnv {
  PROD: boolean;
  MODE: string;
  VITE_SENTRY_DSN?: string;
}

let sentry: typeof SentryModule | null = null;

/**
 * Starts the error-reporting service only in a production build with VITE_SENTRY_DSN set. The SDK is loaded
 * on demand, so builds without a DSN do not carry it in the main bundle. Resolves with whether it started.
 */
export async function initErrorReporting(env: ErrorReportingEnv = import.meta.env): Promise<boolean> {
  const dsn = env.VITE_SENTRY_DSN;
  if (!env.PROD || dsn === undefined || dsn === '') return false;
  const module = await import('@sentry/react');
  module.init({ dsn, environment: env.MODE, ignoreErrors: [...IGNORED_ERROR_MESSAGES] });
  sentry = module;
  return true;
}

/**
 * Reports an error a React error boundary caught; boundaries swallow errors, so the SDK's global handlers
 * never see them. Does nothing while reporting is off.
 */
export function reportRenderError(error: unknown, info: ErrorInfo): void {
  sentry?.captureReactException(error, info);
}
