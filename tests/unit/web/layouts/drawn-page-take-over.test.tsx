// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../../src/web/components/lazy-screen';
import { LazyToastHost } from '../../../../src/web/components/lazy-toast-host';
import { markTakingOverDrawnPage } from '../../../../src/web/components/screen-loading';
import { isToastHostWanted } from '../../../../src/web/components/toasts';
import { MainOutlet } from '../../../../src/web/layouts/main-outlet';

// The toast library itself is not the subject: a stand-in.
vi.mock('../../../../src/web/components/toast-host', () => ({ ToastHost: () => null }));

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 10));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});
afterEach(() => {
  act(() => root?.unmount());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SignIn = () => (
  <form>
    <button type="submit">Log in</button>
  </form>
);

function page(screen: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <MainOutlet />, children: [{ index: true, element: screen }] }]);
  return (
    <>
      <RouterProvider router={router} />
      <LazyToastHost />
    </>
  );
}

// /login comes drawn in its HTML. React takes over the frame first and the sign-in screen once its code has
// resolved; until then the drawn form does not answer. On a busy machine that took more than the toast library's
// two seconds after the load event, and the library was fetched while the person waited for the form (CI, stop 53).
describe('a page drawn at build time, taken over by the app', () => {
  it('has the toast library wait until its screen has been taken over, however long that takes', async () => {
    const container = document.createElement('div');
    // Emotion writes a <style> beside each element when rendering on a server; the build moves them to the head.
    container.innerHTML = renderToString(page(<SignIn />)).replace(/<style[^>]*>.*?<\/style>/g, '');
    document.body.append(container);
    let arrive = () => undefined as void;
    const LazySignIn = lazyScreen(() => new Promise<{ SignIn: typeof SignIn }>((resolve) => (arrive = () => resolve({ SignIn }))), 'SignIn');

    markTakingOverDrawnPage();
    await act(async () => {
      root = hydrateRoot(container, page(<LazySignIn />));
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(isToastHostWanted()).toBe(false);

    await act(async () => arrive());
    // Not in the moment after the take-over (the drawn form is enabled a render later): two seconds after it.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(isToastHostWanted()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(isToastHostWanted()).toBe(true);
  });
});
