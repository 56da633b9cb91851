// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Redirect } from '../../../../src/web/navigation/redirect';

afterEach(cleanup);

/** A promise the test settles by hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A page that decides where to send the person once its data arrives, as the landing page does with the profile,
 * and a page whose code is still being fetched, as a lazy screen's is.
 */
function renderPages() {
  const decision = deferred<string>();
  const code = deferred<{ default: ComponentType }>();
  const Elsewhere = lazy(() => code.promise);
  function Deciding() {
    const [target, setTarget] = useState<string | null>(null);
    useEffect(() => void decision.promise.then(setTarget), []);
    return target === null ? <p>Deciding</p> : <Redirect to={target} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/deciding" element={<Deciding />} />
              <Route path="/elsewhere" element={<Elsewhere />} />
              <Route path="/landing" element={<p>Landing</p>} />
            </Routes>
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/deciding'] },
  );
  render(<RouterProvider router={router} />);
  return { router, decision, code };
}

describe('a redirect', () => {
  it('takes the person where the page decided', async () => {
    const { router, decision } = renderPages();
    await act(async () => decision.resolve('/landing'));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/landing');
  });

  it('does not pull back a person who already went elsewhere while the page was deciding', async () => {
    const { router, decision, code } = renderPages();
    // The person follows a link while the page still waits; the new page's code is still on its way, so the
    // router keeps drawing the old page, which then learns where it would have sent them.
    await act(async () => void router.navigate('/elsewhere'));
    await act(async () => decision.resolve('/landing'));
    await act(async () => code.resolve({ default: () => <p>Elsewhere</p> }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
