import { answer, type RouteAnswer, type TestServer } from './test-server';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { sessionToken } from './make-token';
import { wireProfile } from './profile';
import type { newMatchCountWireSchema } from '../../../../src/shared/wire/matching-new-match-count-wire';
import type { latestTermsWireSchema } from '../../../../src/shared/wire/platform-wire';
import type { mySettingsWireSchema } from '../../../../src/shared/wire/settings-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Answers keyed "METHOD /path/", as the server receives them. */
export type Routes = Record<string, RouteAnswer>;

export interface ShellOptions {
  /** Overrides of the /api/my-profile/ answer (snake_case). */
  profile?: Record<string, unknown>;
  /** Overrides of the default answers, or extra routes. */
  routes?: Routes;
}

/** The user id in every test token (support/make-token). */
export const USER_ID = 7;

/**
 * Signs in as `userType` and makes the test server answer the shell's calls: the profile (terms already
 * confirmed), no new matches, open to matching, an empty job board, and so on; anything else 404.
 */
export function signInShell(server: TestServer, userType: string, options: ShellOptions = {}): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken(userType));
  const routes: Routes = {
    'GET /api/my-profile/': { status: 200, body: wireProfile({ user_type: userType, viewed_term_version: 1, can_access_matching: true, ...options.profile }) },
    'GET /api/latest-terms/1/': { status: 200, body: { latest_version: 1 } satisfies FromSchema<typeof latestTermsWireSchema> },
    'GET /api/employer/new-match-count/': {
      status: 200,
      body: { count: 0, can_access_matching_page: true } satisfies FromSchema<typeof newMatchCountWireSchema>,
    },
    [`GET /api/my-settings/${USER_ID}/`]: {
      status: 200,
      body: { open_to_matching: true, newsletter: false } satisfies FromSchema<typeof mySettingsWireSchema>,
    },
    'GET /api/trulyhired/jobs/': { status: 200, body: { results: [] } },
    'GET /api/employer/role/': { status: 200, body: { results: [] } },
    ...options.routes,
  };
  answer(server, routes);
}

export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}
