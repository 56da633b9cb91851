import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { completedSections } from '../../flows';
import type { AppDb } from '../db/database';
import { flowAnswers, jobseekerMatchProfiles, users } from '../db/schema';
import type { AnswersTransaction } from '../flows/edit-jobseeker-answers';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import type { LoadedFlows } from '../flows/load-flows';
import { ALGORITHM_VERSION, normaliseOrganisation, profileOf, TEAM_SIZES, TRAVEL_AMOUNTS, WORKING_LEVEL } from './algorithm';

/** 1-based position of a value in an ordered scale, null when unanswered or not on it. */
function rankIn(scale: readonly string[], value: string | null): number | null {
  const at = value === null ? -1 : scale.indexOf(value);
  return at === -1 ? null : at + 1;
}

type Writer = Pick<AnswersTransaction, 'insert'> | Pick<AppDb, 'insert'>;

export const CORE_PROFILE = 'Core Profile';

/** Whether the answers complete Core Profile, by the flow engine, under the flow version they were given in. */
export function coreProfileComplete(flows: LoadedFlows, answers: Record<string, unknown>, flowVersion?: number): boolean {
  const flow = (flowVersion !== undefined ? flows.get(JOBSEEKER_FLOW, flowVersion) : undefined) ?? flows.latest(JOBSEEKER_FLOW);
  return flow !== undefined && completedSections(flow, answers, flows.validator).includes(CORE_PROFILE);
}

/** The projection row of one job seeker's answers (what `refreshMatchProfile` writes; the benchmark inserts many). */
export function matchProfileValues(userId: number, answers: Record<string, unknown>, complete: boolean, now: Date) {
  const profile = profileOf(answers);
  return {
    userId,
    algorithmVersion: ALGORITHM_VERSION,
    coreProfileComplete: complete,
    canWorkInUs: profile.canWorkInUs,
    seekingHours: profile.seekingHours,
    metroArea: profile.metroArea,
    otherLocations: profile.otherLocations,
    openAnywhere: profile.openness === 'anywhere',
    remoteOnly: profile.openness === 'remote',
    minimumSalary: profile.minimumSalary,
    minimumHourlyRate: profile.minimumHourlyRate,
    yearsExperience: profile.yearsExperience ?? 0,
    currentEmployers: [...new Set(profile.currentEmployers.map(normaliseOrganisation))],
    areas: [...new Set([...profile.expertiseAreas, ...profile.hopefulAreas])],
    skillRatings: Object.entries(profile.skills).map(([skill, rating]) => `${skill}:${rating}`),
    educationLevel: profile.highestEducationLevel,
    degreeItems: [
      ...new Set(
        profile.degrees.flatMap((degree) => [
          `degree:${degree.degree}`,
          ...(degree.fieldOfStudy !== null ? [`field:${degree.fieldOfStudy}`] : []),
          ...(degree.universityId !== null ? [`college:${degree.universityId}`] : []),
        ]),
      ),
    ],
    languageItems: [...new Set(profile.languages.flatMap((language) => [language.name, ...(language.level >= WORKING_LEVEL ? [`${language.name}:working`] : [])]))],
    hasManaged: profile.hasManaged,
    yearsManaging: profile.yearsManaging,
    managedManagers: profile.managedManagers,
    teamSizeRank: rankIn(TEAM_SIZES, profile.managedTeamSize),
    largestBudget: profile.largestBudget,
    teamworkApproach: profile.teamworkApproach,
    deadlineApproach: profile.deadlineApproach,
    moreDisciplined: profile.moreDisciplined,
    moreOutgoing: profile.moreOutgoing,
    workModeFirst: profile.workModeRanking[0] ?? null,
    workModeSecond: profile.workModeRanking[1] ?? null,
    workFlexibility: profile.workFlexibility,
    canTravelOvernight: profile.canTravelOvernight,
    travelRank: rankIn(TRAVEL_AMOUNTS, profile.travelAmount),
    availableStartDate: profile.availableStartDate,
    updatedAt: now,
  };
}

/**
 * Writes the job seeker's matching projection from their answers, in the caller's transaction, so the hard
 * filters never see answers older than the ones stored. Called by every save of job seeker answers and by seeders.
 */
export async function refreshMatchProfile(tx: Writer, userId: number, answers: Record<string, unknown>, flows: LoadedFlows, options: { flowVersion?: number; now?: Date } = {}): Promise<void> {
  const values = matchProfileValues(userId, answers, coreProfileComplete(flows, answers, options.flowVersion), options.now ?? new Date());
  const { userId: _key, ...changes } = values;
  await (tx as Pick<AppDb, 'insert'>).insert(jobseekerMatchProfiles).values(values).onConflictDoUpdate({ target: jobseekerMatchProfiles.userId, set: changes });
}

const BACKFILL_BATCH = 500;

/**
 * Projects every job seeker with answers and no projection of this algorithm version (people who answered before
 * matching existed, or under an older version), in batches; run at start-up. Rows a save holds are skipped and
 * are refreshed by that save.
 */
export async function backfillMatchProfiles(db: AppDb, flows: LoadedFlows, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ userId: flowAnswers.userId, answers: flowAnswers.answers, flowVersion: flowAnswers.flowVersion })
        .from(flowAnswers)
        .innerJoin(users, and(eq(users.id, flowAnswers.userId), eq(users.userType, 'jobseeker')))
        .leftJoin(jobseekerMatchProfiles, eq(jobseekerMatchProfiles.userId, flowAnswers.userId))
        .where(and(eq(flowAnswers.flowId, JOBSEEKER_FLOW), or(isNull(jobseekerMatchProfiles.userId), ne(jobseekerMatchProfiles.algorithmVersion, ALGORITHM_VERSION))))
        .orderBy(flowAnswers.userId)
        .limit(BACKFILL_BATCH)
        .for('update', { of: flowAnswers, skipLocked: true });
      for (const row of rows) await refreshMatchProfile(tx, row.userId, row.answers, flows, { flowVersion: row.flowVersion, now });
      return rows.length;
    });
    done += batch;
    if (batch < BACKFILL_BATCH) return done;
  }
}
