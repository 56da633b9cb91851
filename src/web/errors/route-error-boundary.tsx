import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RenderErrorBoundary } from './render-error-boundary';

/** The render-error boundary around the routes; moving to another page clears an error screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RenderErrorBoundary resetKey={pathname}>{children}</RenderErrorBoundary>;
}
