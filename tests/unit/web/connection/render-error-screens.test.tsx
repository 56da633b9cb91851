// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/web/api/api-error';
import { productTheme } from '../../../../src/web/app/theme';
import { RouteErrorBoundary } from '../../../../src/web/errors/route-error-boundary';
import { pageNavigation } from '../../../../src/web/session/page-navigation';

const HINT = 'If the problem persists, please contact support or try again later.';

let failure: unknown = null;

function Fragile() {
  if (failure !== null) throw failure;
  return <p>Page content</p>;
}

function renderRoutes(): void {
  render(
    <ThemeProvider theme={productTheme()}>
      <MemoryRouter initialEntries={['/one']}>
        <Link to="/two">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/one" element={<Fragile />} />
            <Route path="/two" element={<p>Another page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const heading = (name: string): HTMLElement => screen.getByRole('heading', { level: 1, name });
const tryAgain = (): void => {
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
};

beforeEach(() => {
  // React logs every error a boundary catches; the noise says nothing here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  failure = null;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('render-error screens', () => {
  it('says something went wrong for an unexpected error, with Try Again and Reload Page', () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'map')");
    renderRoutes();
    heading('Something went wrong');
    expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it.each([
    ['no answer', new ApiError({ kind: 'network', status: null, body: null, message: 'x' })],
    ['a 5xx answer', new ApiError({ kind: 'server', status: 502, body: null, message: 'x' })],
    ['a code chunk that would not load', new TypeError('Failed to fetch dynamically imported module: /assets/page.js')],
  ])('says Connection Problem for %s', (_name, error) => {
    failure = error;
    renderRoutes();
    heading('Connection Problem');
    expect(screen.getByText("We're having trouble connecting to our servers. This might be temporary.")).toBeTruthy();
  });

  it('treats a refused request (4xx) as an unexpected error', () => {
    failure = new ApiError({ kind: 'client', status: 400, body: null, message: 'Bad' });
    renderRoutes();
    heading('Something went wrong');
  });

  it('Try Again renders the page again', () => {
    failure = new Error('flaky');
    renderRoutes();
    heading('Something went wrong');
    failure = null;
    tryAgain();
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('adds the support hint after more than 2 retries', () => {
    failure = new Error('broken');
    renderRoutes();
    tryAgain();
    tryAgain();
    heading('Something went wrong');
    expect(screen.queryByText(HINT)).toBeNull();
    tryAgain();
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('Reload Page reloads', () => {
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    failure = new Error('broken');
    renderRoutes();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('going to another page clears the error screen', () => {
    failure = new Error('broken');
    renderRoutes();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeTruthy();
  });
});
