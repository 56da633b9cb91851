// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../../src/web/session/use-session';
import { storeToken } from '../../../../src/web/session/token-store';
import { sessionToken } from '../support/make-token';

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

let renders = 0;
function Greeting() {
  renders += 1;
  const { valid } = useSession();
  return <p>{valid ? 'Signed in' : 'Visitor'}</p>;
}

/** Takes over markup drawn as at build time (no one signed in) and counts the renders from then on. */
function takeOverDrawnMarkup(): void {
  container.innerHTML = renderToString(<Greeting />);
  renders = 0;
  act(() => {
    root = hydrateRoot(container, <Greeting />);
  });
}

// A page drawn at build time shows no one signed in. Any render after the take-over is a whole synchronous draw of
// the frame, and it reached the screen's boundary before React had taken that over: React threw the drawn sign-in
// form away for a spinner.
describe('the session on a page drawn at build time', () => {
  it('draws nothing again after the take-over for a visitor, whose session is the drawn one', () => {
    takeOverDrawnMarkup();
    expect(renders).toBe(1);
    expect(container.textContent).toBe('Visitor');
  });

  it('draws the signed-in session after the take-over for someone signed in', () => {
    storeToken(sessionToken('jobseeker'));
    takeOverDrawnMarkup();
    expect(container.textContent).toBe('Signed in');
  });
});
