import { ThemeProvider } from '@mui/material/styles';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PlatformShell } from '../../../../src/web/app/app';
import { productTheme } from '../../../../src/web/app/theme';
import { ToastHost } from '../../../../src/web/components/toast-host';

export interface RenderedShell extends RenderResult {
  currentPath: () => string;
}

/**
 * `children` inside the real platform shell (connection monitor, unavailable screen, error boundary, expiry
 * banner, notification poller), with the app's toast settings, a memory router at `path` and a cache of its own.
 */
export function renderShell(children: ReactNode, path = '/'): RenderedShell {
  const seen = { path };
  function LocationProbe() {
    const location = useLocation();
    seen.path = `${location.pathname}${location.search}`;
    return null;
  }
  const result = render(
    <ThemeProvider theme={productTheme()}>
      <ToastHost />
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}>
        <MemoryRouter initialEntries={[path]}>
          <PlatformShell>{children}</PlatformShell>
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, currentPath: () => seen.path };
}
