import type { UserType } from '../../../shared/user-types';
import type { MyProfile } from '../../api/account/use-my-profile';
import type { NewMatchCount } from '../../api/matching/use-new-match-count';

/** One destination of the top bar. `showsNewMatches`: the new-match count is shown beside it. */
export interface NavItem {
  label: string;
  to: string;
  showsNewMatches?: boolean;
}

/** A top-bar entry: a menu button with its items, or a single link. */
export type TopBarEntry = { kind: 'menu'; id: string; label: string; items: readonly NavItem[] } | { kind: 'link'; id: string; item: NavItem };

type TopBarMenu = Extract<TopBarEntry, { kind: 'menu' }>;

const menu = (id: string, label: string, items: readonly NavItem[]): TopBarMenu => ({ kind: 'menu', id, label, items });
const link = (id: string, item: NavItem): TopBarEntry => ({ kind: 'link', id, item });

const STAFF_DASHBOARD_MENU = menu('staff-dashboard', 'Dashboard', [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Data tables', to: '/dashboard/data' },
  { label: 'Jobseekers', to: '/dashboard/jobseekers' },
  { label: 'Employers', to: '/dashboard/employers' },
  { label: 'Employees', to: '/dashboard/employees' },
  { label: 'Roles', to: '/dashboard/roles' },
  { label: 'Platform configuration', to: '/dashboard/platform-configuration' },
]);

const STAFF_MATCHES_MENU = menu('staff-matches', 'Matches', [
  { label: 'Quick match', to: '/matching/quick-search' },
  { label: 'Legacy matching dashboard', to: '/matching' },
  { label: 'Debug algorithm', to: '/matching/debug' },
]);

/**
 * Staff tools the spec's menus do not name (issues 26 and 27). Spec 000 §2 lists the Dashboard and Matches menus'
 * contents exactly, so these sit in a menu of their own beside them, as Messages does, rather than inside them.
 */
const STAFF_TOOLS_MENU = menu('staff-tools', 'Tools', [
  { label: 'Reports', to: '/dashboard/reports' },
  { label: 'Question flows', to: '/dashboard/flows' },
]);

const EMPLOYEE_MENU = menu('employee-dashboard', 'Dashboard', [
  { label: 'Company dashboard', to: '/dashboard' },
  { label: 'My profile', to: '/employee/details' },
]);

const EMPLOYEE_MATCHES_LINK = link('employee-matches', { label: 'Matches', to: '/matching', showsNewMatches: true });

const JOBSEEKER_MENU = menu('jobseeker-dashboard', 'Dashboard', [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'My matches', to: '/matching', showsNewMatches: true },
]);

/**
 * Messages (issue 12: "/messages for every user type"): a link of its own beside the spec's menus, whose contents
 * stay exactly as spec 000 §2 lists them.
 */
const MESSAGES_LINK = link('messages', { label: 'Messages', to: '/messages' });

/** Every signed-in person's account menu (spec 000 §2). */
export const ACCOUNT_MENU = menu('account', 'Account', [
  { label: 'Settings', to: '/settings' },
  { label: 'Log out', to: '/logout' },
]);

/**
 * The employee Matches rule (spec 000 §2): both the employer's grant on the profile and the server's
 * canAccessMatchingPage must allow it. Unknown (still loading, or failed) counts as not allowed.
 */
export function employeeMayOpenMatches(profile: Pick<MyProfile, 'canAccessMatching'> | undefined, newMatches: NewMatchCount | undefined): boolean {
  return profile?.canAccessMatching === true && newMatches?.canAccessMatchingPage === true;
}

export interface TopBarEntriesInput {
  userType: UserType | null;
  employeeMayOpenMatches: boolean;
}

/** The menus and links of a user type, in the order they appear, before the account menu. */
export function topBarEntries({ userType, employeeMayOpenMatches }: TopBarEntriesInput): readonly TopBarEntry[] {
  switch (userType) {
    case 'staff':
      return [STAFF_DASHBOARD_MENU, STAFF_MATCHES_MENU, STAFF_TOOLS_MENU, MESSAGES_LINK];
    case 'employee':
      return employeeMayOpenMatches ? [EMPLOYEE_MENU, EMPLOYEE_MATCHES_LINK, MESSAGES_LINK] : [EMPLOYEE_MENU, MESSAGES_LINK];
    case 'jobseeker':
      return [JOBSEEKER_MENU, MESSAGES_LINK];
    case null:
      // A token naming a kind of user this app does not know: only the account menu, to log out.
      return [];
  }
}
