// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type Cache } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASKED_AHEAD_FRESH_MS, askAhead } from '../../../../src/web/api/answers-asked-ahead';
import { swrOptions } from '../../../../src/web/app/swr-options';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A screen part as the app draws one: its loading state until its answer is there, and every state it drew. */
function Greeting({ path, fetcher, drawn }: { path: string; fetcher: () => Promise<string>; drawn: string[] }) {
  const { data, error } = useSWR<string, Error>([path, 'owner'], fetcher);
  const text = error ? `failed: ${error.message}` : (data ?? 'Loading…');
  drawn.push(text);
  return <p>{text}</p>;
}

function draw(path: string, fetcher: () => Promise<string>) {
  const drawn: string[] = [];
  render(
    // The app's own options: the middleware that hands the early request to the hook is among them.
    <SWRConfig value={{ ...swrOptions, shouldRetryOnError: false }}>
      <Greeting path={path} fetcher={fetcher} drawn={drawn} />
    </SWRConfig>,
  );
  return drawn;
}

afterEach(() => vi.useRealTimers());

describe('answers asked for ahead of their screen', () => {
  it('draws an answer that arrived before the screen at once, without a loading state, and asks once', async () => {
    const early = vi.fn(() => Promise.resolve('Hi, Ada'));
    askAhead(['/api/a/', 'owner'], early);
    await act(() => Promise.resolve());
    const ownFetch = vi.fn(() => Promise.resolve('Hi, Ada'));

    const drawn = draw('/api/a/', ownFetch);
    await act(() => Promise.resolve());

    expect(screen.getByText('Hi, Ada')).toBeTruthy();
    expect(drawn).not.toContain('Loading…');
    expect(early).toHaveBeenCalledTimes(1);
    expect(ownFetch).not.toHaveBeenCalled();
  });

  it('hands a request still on its way to the screen, which shows its answer when it comes, asked once', async () => {
    const answer = deferred<string>();
    askAhead(['/api/b/', 'owner'], () => answer.promise);
    const ownFetch = vi.fn(() => Promise.resolve('from a second request'));

    draw('/api/b/', ownFetch);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => answer.resolve('Hi, Grace'));

    expect(await screen.findByText('Hi, Grace')).toBeTruthy();
    expect(ownFetch).not.toHaveBeenCalled();
  });

  it('lets the screen show the early request’s failure', async () => {
    const answer = deferred<string>();
    askAhead(['/api/c/', 'owner'], () => answer.promise);
    draw('/api/c/', () => Promise.resolve('never asked'));
    await act(async () => answer.reject(new Error('No connection')));
    expect(await screen.findByText('failed: No connection')).toBeTruthy();
  });

  it('asks again when the early answer is older than the freshness window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    askAhead(['/api/d/', 'owner'], () => Promise.resolve('an old greeting'));
    await act(() => Promise.resolve());
    vi.setSystemTime(Date.now() + ASKED_AHEAD_FRESH_MS + 1);
    const ownFetch = vi.fn(() => Promise.resolve('a new greeting'));

    draw('/api/d/', ownFetch);

    expect(await screen.findByText('a new greeting')).toBeTruthy();
    expect(ownFetch).toHaveBeenCalledTimes(1);
  });

  it('leaves an answer that arrives under a drawn, uncommitted screen to that screen, which shows it once committed', async () => {
    const answer = deferred<string>();
    const early = vi.fn(() => answer.promise);
    askAhead(['/api/e/', 'owner'], early);
    const ownFetch = vi.fn(() => Promise.resolve('from a second request'));
    const gate = deferred<void>();
    function Gate() {
      use(gate.promise);
      return null;
    }
    let cache: Cache | undefined;
    function CacheOf() {
      cache = useSWRConfig().cache;
      return null;
    }
    const drawn: string[] = [];
    // Awaited: React retries a suspended part only within an awaited act.
    await act(async () => {
      render(
        <SWRConfig value={{ ...swrOptions, shouldRetryOnError: false }}>
          <CacheOf />
          <Suspense fallback={<p>Opening…</p>}>
            <Greeting path="/api/e/" fetcher={ownFetch} drawn={drawn} />
            <Gate />
          </Suspense>
        </SWRConfig>,
      );
    });
    expect(drawn).toContain('Loading…');
    expect(screen.getByText('Opening…')).toBeTruthy();

    // The answer arrives while the render that drew the greeting's loading state is not committed: written into
    // the cache now, it would tear that render (React would draw the whole update again in one task).
    await act(async () => answer.resolve('Hi, Katherine'));
    expect(cache?.get(unstable_serialize(['/api/e/', 'owner']))?.data).toBeUndefined();

    await act(async () => gate.resolve());
    expect(await screen.findByText('Hi, Katherine')).toBeTruthy();
    expect(early).toHaveBeenCalledTimes(1);
    expect(ownFetch).not.toHaveBeenCalled();
  });
});
