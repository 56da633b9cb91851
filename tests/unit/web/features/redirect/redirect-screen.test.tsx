// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../../../src/web/features/redirect/redirect-target';
import { renderApp } from '../../support/render-app';

afterEach(cleanup);

describe('/redirect', () => {
  it.each([
    ['/login?referrer=requires_login', '/login?referrer=requires_login'],
    ['/role/abc/job_title', '/role/abc/job_title'],
    ['/?referrer=login', '/?referrer=login'],
    ['//evil.example/login', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
  ])('sends to=%s on to %s', (to, expected) => {
    expect(redirectTarget(to)).toBe(expected);
  });

  it('goes home without a target', () => {
    expect(redirectTarget(null)).toBe('/');
  });

  it('navigates to a path of this site', async () => {
    const app = renderApp('/redirect?to=%2Fsignup');
    await waitFor(() => expect(app.currentPath()).toBe('/signup'));
  });

  it('navigates home instead of to another site', async () => {
    const app = renderApp('/redirect?to=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(app.currentPath()).toBe('/'));
  });
});
