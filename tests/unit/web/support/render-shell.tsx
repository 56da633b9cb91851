import type { ReactNode } from 'react';
import { PlatformShell } from '../../../../src/web/app/app';
import { renderApp, type RenderedApp } from './render-app';

/**
 * `children` inside the real platform shell (connection monitor, unavailable screen, error boundary, expiry
 * banner, notification poller), with the app's providers and a memory router at `path`.
 */
export function renderShell(children: ReactNode, path = '/'): RenderedApp {
  return renderApp(path, { routes: <PlatformShell>{children}</PlatformShell> });
}
