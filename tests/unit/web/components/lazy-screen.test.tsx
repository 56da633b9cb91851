// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreenOf } from '../../../../src/web/components/lazy-screen';

afterEach(cleanup);

const Dashboard = () => <h1>Dashboard</h1>;

describe('a lazily loaded screen', () => {
  it('starts fetching its code when asked before it is drawn, and draws from that one fetch', async () => {
    const load = vi.fn(async () => ({ Dashboard }));
    const Screen = lazyScreen(load, 'Dashboard');
    void preloadScreenOf(<Screen />);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again when drawn after an early fetch failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Dashboard });
    const Screen = lazyScreen(load as () => Promise<{ Dashboard: typeof Dashboard }>, 'Dashboard');
    // The early fetch's failure is not the caller's to handle: drawing the screen asks again.
    await expect(preloadScreenOf(<Screen />)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves alone an element that is not a lazy screen', async () => {
    await expect(preloadScreenOf(<Dashboard />)).resolves.toBeUndefined();
    await expect(preloadScreenOf(null)).resolves.toBeUndefined();
  });

  // A page drawn at build time is taken over once its screen's code is here (main.tsx): a screen that suspended
  // then would be left drawn but not taken over, and an update reaching it would swap it for the spinner.
  it('draws in the first render, with no fallback, once its code is here', async () => {
    const Screen = lazyScreen(async () => ({ Dashboard }), 'Dashboard');
    await preloadScreenOf(<Screen />);
    render(
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('keeps a screen drawn before its code arrived mounted when it is drawn again', async () => {
    let mounts = 0;
    function Greeting({ name }: { name: string }) {
      useEffect(() => void (mounts += 1), []);
      return <h1>Hello {name}</h1>;
    }
    const Screen = lazyScreen(async () => ({ Greeting }), 'Greeting');
    const page = (name: string) => (
      <Suspense fallback="Loading">
        <Screen name={name} />
      </Suspense>
    );
    const { rerender } = render(page('Ada'));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    rerender(page('Grace'));
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
