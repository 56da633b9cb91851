// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToastHost } from '../../../../src/web/components/lazy-toast-host';
import { LoadingScreen } from '../../../../src/web/components/loading-screen';
import { isToastHostWanted } from '../../../../src/web/components/toasts';

// The toast library is fetched only when the page has nothing left to draw first: the module itself is not the
// subject here, so it is a stand-in.
vi.mock('../../../../src/web/components/toast-host', () => ({ ToastHost: () => null }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 10));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let finishLoading: () => void = () => undefined;
function SlowFirstScreen() {
  const [loaded, setLoaded] = useState(false);
  finishLoading = () => setLoaded(true);
  return loaded ? <h1>Log in</h1> : <LoadingScreen />;
}

describe('the toast library, fetched once the page is idle', () => {
  it('waits for a first screen that takes longer than the idle delay, then is fetched two seconds after it is drawn', async () => {
    render(
      <>
        <SlowFirstScreen />
        <LazyToastHost />
      </>,
    );
    // A busy phone: ten seconds after the load event the sign-in screen is still loading.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(isToastHostWanted()).toBe(false);
    act(() => finishLoading());
    // What the screen does right after it is drawn (a drawn page enables its form a render later) goes first.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(isToastHostWanted()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(isToastHostWanted()).toBe(true);
  });
});
