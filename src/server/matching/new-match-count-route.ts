import type { ApiServer } from '../http/api-server';
import type { AppDb } from '../db/database';
import type { UserRow } from '../db/schema';
import { authOf } from '../auth/authenticate';
import { openToMatching } from '../settings';
import { countRolesOfEmployer } from '../roles';
import { countUnseenMatchesOfEmployer, countUnseenMatchesOfJobseeker } from './match-repository';
import { completedSectionsOf } from '../flows/flow-answers';
import type { AppContext } from '../http/app-context';
import { newMatchCountWireSchema } from '../../shared/wire/matching-new-match-count-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Statuses of a role that staff approved at some point: the organisation has something to be matched to. */
const PUBLISHED_STATUSES = ['open', 'paused', 'filled'] as const;

/**
 * The matching page is the employee's when the organisation granted it to them (`can_access_matching`) and it
 * has a published role; without the grant the employee is not told of new matches either.
 */
async function forEmployee(db: AppDb, user: UserRow): Promise<FromSchema<typeof newMatchCountWireSchema>> {
  if (user.employerId === null || !user.canAccessMatching) return { count: 0, can_access_matching_page: false };
  const published = await countRolesOfEmployer(db, user.employerId, PUBLISHED_STATUSES);
  const fresh = await countUnseenMatchesOfEmployer(db, user.employerId);
  return { count: fresh, can_access_matching_page: published > 0 };
}

async function forJobseeker(ctx: AppContext, user: UserRow): Promise<FromSchema<typeof newMatchCountWireSchema>> {
  const { db } = ctx;
  const fresh = await countUnseenMatchesOfJobseeker(db, user.id);
  const coreComplete = (await completedSectionsOf(ctx, user)).includes('Core Profile');
  return { count: fresh, can_access_matching_page: coreComplete && (await openToMatching(db, user.id)) };
}

/** GET /api/employer/new-match-count/ for employees and job seekers (spec 000 §7). */
export async function newMatchCountRoute(app: ApiServer): Promise<void> {
  app.get(
    '/api/employer/new-match-count/',
    { config: { signedIn: ['employee', 'jobseeker'] }, schema: { response: { 200: newMatchCountWireSchema } } },
    async (request) => {
      const { user } = authOf(request);
      return user.userType === 'employee' ? forEmployee(app.ctx.db, user) : forJobseeker(app.ctx, user);
    },
  );
}
