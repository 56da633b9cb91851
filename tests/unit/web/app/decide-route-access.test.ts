import { describe, expect, it } from 'vitest';
import type { RouteAccessInput } from '../../../../src/web/app/decide-route-access';
import { decideRouteAccess } from '../../../../src/web/app/decide-route-access';

const signedInJobseeker: RouteAccessInput = {
  session: { valid: true, userType: 'jobseeker' },
  hasConfirmedEmail: true,
  allowedUserTypes: ['jobseeker', 'employee'],
  requestedPath: '/settings?tab=password',
};

describe('decideRouteAccess', () => {
  it('sends someone without a valid session to log in, remembering the page they asked for', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, session: { valid: false, userType: null }, hasConfirmedEmail: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsettings%3Ftab%3Dpassword',
    });
  });

  it('sends an expired session to log in even when its profile is cached', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, session: { valid: false, userType: 'jobseeker' } })).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/login\?redirect=/) as unknown as string,
    });
  });

  it('waits while the confirmed-email flag is unknown', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, hasConfirmedEmail: undefined })).toEqual({ kind: 'loading' });
  });

  it('sends an unconfirmed e-mail to /confirm-email', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, hasConfirmedEmail: false })).toEqual({ kind: 'redirect', to: '/confirm-email' });
  });

  it('sends a user type with no screen at the path to /login?referrer=requires_login', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, allowedUserTypes: ['staff'] })).toEqual({
      kind: 'redirect',
      to: '/login?referrer=requires_login',
    });
  });

  it('refuses a token of an unknown user type', () => {
    expect(decideRouteAccess({ ...signedInJobseeker, session: { valid: true, userType: null } })).toEqual({
      kind: 'redirect',
      to: '/login?referrer=requires_login',
    });
  });

  it('renders the screen of the session user type otherwise', () => {
    expect(decideRouteAccess(signedInJobseeker)).toEqual({ kind: 'render', userType: 'jobseeker' });
    expect(decideRouteAccess({ ...signedInJobseeker, session: { valid: true, userType: 'employee' } })).toEqual({
      kind: 'render',
      userType: 'employee',
    });
  });
});
