import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../src/server/db/database';
import { employers, flowAnswers, jobseekerMatchProfiles as p, roles, users } from '../../src/server/db/schema';
import type { LoadedFlows } from '../../src/server/flows/load-flows';
import { judge, profileOf, type FactorResult } from '../../src/server/matching/algorithm';
import { refreshMatchProfile } from '../../src/server/matching/candidates-projection';
import { profileForMatching } from '../../src/server/matching/candidates-proposal';
import { findCandidates, candidateConditions } from '../../src/server/matching/candidates-query';
import { ownCriteriaOf } from '../../src/server/matching/candidates-role';
import { rankSql, scoreSql } from '../../src/server/matching/candidates-score-sql';
import { BASELINE_JOBSEEKER, BASELINE_ORGANISATION, BASELINE_ROLE, overlay } from './matching-baselines';
import { latestFlow } from './matching-answers';
import type { MatchingFixture } from './matching-fixture';

type Transaction = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** What matching made of one person of a fixture, both ways the API computes it. */
export interface PersonOutcome {
  key: string;
  /** As the detail route reports them: core_profile first, then the role's filters, each with its sentence. */
  failedFilters: { name: string; reason: string }[];
  /** The TypeScript score, which explains every list entry. */
  score: number;
  factors: FactorResult[];
  /** The SQL hard filters (with who may be matched at all) on the projection. */
  sqlPasses: boolean;
  sqlScore: number;
  /** The list's order (requirements met, start in time, score, nearness): TypeScript's and SQL's. */
  rank: number;
  sqlRank: number;
  /** What the role requires that the person lacks, in words ("French"). */
  unmetRequirements: string[];
  /** On the candidate list the list route runs (findCandidates), and where: 0 is first, null when not listed. */
  listed: boolean;
  place: number | null;
}

/** Thrown to roll a fixture's rows back, so each fixture sees an empty database. */
class RollBack extends Error {}

/**
 * Stores the fixture's organisation, role and people as the app stores them (answers rows and the matching
 * projection, written by `refreshMatchProfile` as every save writes it), then runs what the API runs: the list's
 * query (`findCandidates`), the SQL filters and score person by person, and the TypeScript verdict of the detail
 * route. Everything is rolled back afterwards.
 */
export async function runMatchingFixture(db: AppDb, flows: LoadedFlows, fixture: MatchingFixture): Promise<PersonOutcome[]> {
  let outcomes: PersonOutcome[] = [];
  try {
    await db.transaction(async (tx) => {
      outcomes = await runIn(tx, flows, fixture);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return outcomes;
}

async function runIn(tx: Transaction, flows: LoadedFlows, fixture: MatchingFixture): Promise<PersonOutcome[]> {
  const now = new Date(`${fixture.today}T12:00:00Z`);
  const [employer] = await tx
    .insert(employers)
    .values({
      name: 'Replayed organisation',
      slug: 'replayed-organisation',
      answers: overlay(BASELINE_ORGANISATION, fixture.organisation),
      flowVersion: latestFlow(flows, 'organisation').version,
    })
    .returning();
  const [role] = await tx
    .insert(roles)
    .values({ employerId: employer!.id, status: 'open', answers: overlay(BASELINE_ROLE, fixture.role), flowVersion: latestFlow(flows, 'role').version })
    .returning();

  const jobseekerFlow = latestFlow(flows, 'person');
  const keys = Object.keys(fixture.people);
  const ids = new Map<number, string>();
  for (const [at, key] of keys.entries()) {
    const email = `person${at}@replay.invalid`;
    const [user] = await tx
      .insert(users)
      .values({ email, emailNormalized: email, passwordHash: '-', firstName: key, lastName: '', userType: 'jobseeker' })
      .returning({ id: users.id });
    const answers = overlay(BASELINE_JOBSEEKER, fixture.people[key]!);
    await tx.insert(flowAnswers).values({ userId: user!.id, flowId: jobseekerFlow.id, flowVersion: jobseekerFlow.version, answers });
    await refreshMatchProfile(tx, user!.id, answers, flows, { flowVersion: jobseekerFlow.version, now });
    ids.set(user!.id, key);
  }

  const criteria = await ownCriteriaOf(tx, role!);
  const list = (await findCandidates(tx, role!.id, criteria, fixture.today, keys.length)).results.map((candidate) => candidate.id);
  const rows = await tx
    .select({
      id: p.userId,
      complete: p.coreProfileComplete,
      passes: candidateConditions(criteria).mapWith(Boolean),
      score: scoreSql(criteria, fixture.today).mapWith(Number),
      rank: rankSql(criteria, fixture.today).mapWith(Number),
    })
    .from(p)
    .where(inArray(p.userId, [...ids.keys()]));

  const outcomes: PersonOutcome[] = [];
  for (const row of rows) {
    // As the detail route does: the stored answers' profile, and the availability it reports before the role's filters.
    const verdict = judge(criteria, (await profileForMatching(tx, row.id)) ?? profileOf({}), fixture.today);
    const availability = row.complete ? [] : [{ name: 'core_profile', reason: 'Core Profile is not complete' }];
    outcomes.push({
      key: ids.get(row.id)!,
      failedFilters: [...availability, ...verdict.failedFilters],
      score: verdict.score,
      factors: verdict.factors,
      sqlPasses: row.passes,
      sqlScore: row.score,
      rank: verdict.rank,
      sqlRank: row.rank,
      unmetRequirements: verdict.unmetRequirements,
      listed: list.includes(row.id),
      place: list.includes(row.id) ? list.indexOf(row.id) : null,
    });
  }
  return outcomes.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
}
