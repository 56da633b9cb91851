// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { UserType } from '../../../../src/shared/user-types';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from '../../../../src/web/app/route-table';

// The route map of spec 000 §2, transcribed: who may open each signed-in path.
const SPEC_GUARDED: Record<UserType, readonly string[]> = {
  employee: [
    '/employee/details',
    '/role',
    '/role/:roleUuid',
    '/role/:roleUuid/:questionName',
    '/settings',
    '/profile/:questionName',
    '/dashboard',
    '/employer/:employerName',
    '/matching',
    '/matching/:activeRole',
  ],
  jobseeker: [
    '/settings',
    '/profile/profile_overview',
    '/profile/dashboard',
    '/profile/:questionName',
    '/profile',
    '/dashboard',
    '/matching',
    '/v2/dashboard',
    '/messages',
  ],
  staff: [
    '/settings',
    '/dashboard',
    '/dashboard/data',
    '/dashboard/:listName',
    '/v2/dashboard',
    '/matching',
    '/matching/quick-search',
    '/matching/quick-search/:tab',
    '/matching-results',
    '/matching-results/:roleId',
    '/role/filterset/:roleUuid',
    '/role/matches',
    '/role/matches/:roleUuid',
    '/messages',
    '/profile',
  ],
};

const SPEC_PUBLIC = [
  '/login',
  '/signup',
  '/employer/signup',
  '/jobseeker/signup',
  '/signup-with-resume',
  '/sign-in-with-email',
  '/reset-password',
  '/claim-your-account',
  '/confirm-email',
  '/confirm_email',
  '/redirect',
  '/loading',
  '/complete-sign-up',
  '/forward-employer-contract',
  '/employers/:employerName',
  '/notifications/unsubscribe/:notificationUuid',
  '/matches/confirmation',
];

function allowed(path: string): UserType[] {
  const entry = GUARDED_ROUTES.find((route) => route.path === path);
  return entry === undefined ? [] : (Object.keys(entry.screens) as UserType[]).sort();
}

describe('route table', () => {
  it.each(Object.entries(SPEC_GUARDED))('gives %s a screen at every path the spec lists for them', (userType, paths) => {
    for (const path of paths) expect(allowed(path), path).toContain(userType);
  });

  it('gives nobody a screen the spec does not list for them', () => {
    for (const route of GUARDED_ROUTES) {
      for (const userType of Object.keys(route.screens) as UserType[]) {
        // The one addition: employers have a /profile index, because the landing redirect sends them there.
        if (route.path === '/profile' && userType === 'employee') continue;
        // Staff review roles at paths of ours (issue 10 item 8): the spec names none.
        if (route.path.startsWith('/review/roles') && userType === 'staff') continue;
        // And the debug algorithm page of the staff Matches menu (issue 11 item 4).
        if (route.path === '/matching/debug' && userType === 'staff') continue;
        // Employers read and answer the messages about their candidates (issue 12: "/messages for every user type").
        if (route.path === '/messages' && userType === 'employee') continue;
        // Staff's flow studio (issue 26) and reports (issue 27), at the paths those issues name.
        if (/^\/dashboard\/(flows|reports)(\/|$)/.test(route.path) && userType === 'staff') continue;
        expect(SPEC_GUARDED[userType], `${userType} at ${route.path}`).toContain(route.path);
      }
    }
  });

  it('has every public route of the spec, unguarded', () => {
    const publicPaths = PUBLIC_ROUTES.map((route) => route.path);
    for (const path of SPEC_PUBLIC) expect(publicPaths).toContain(path);
    for (const path of publicPaths) expect(allowed(path)).toEqual([]);
  });
});
