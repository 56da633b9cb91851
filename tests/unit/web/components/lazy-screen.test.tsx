// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreenOf } from '../../../../src/web/components/lazy-screen';

afterEach(cleanup);

const Dashboard = () => <h1>Dashboard</h1>;

describe('a lazily loaded screen', () => {
  it('starts fetching its code when asked before it is drawn, and draws from that one fetch', async () => {
    const load = vi.fn(async () => ({ Dashboard }));
    const Screen = lazyScreen(load, 'Dashboard');
    preloadScreenOf(<Screen />);
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
    preloadScreenOf(<Screen />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves alone an element that is not a lazy screen', () => {
    expect(() => preloadScreenOf(<Dashboard />)).not.toThrow();
    expect(() => preloadScreenOf(null)).not.toThrow();
  });
});
