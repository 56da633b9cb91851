import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { sectionComplete, type Flow } from '../../flows';
import type { AppDb, AppQueries } from '../db/database';
import { flowAnswers, jobseekerMatchProfiles, users } from '../db/schema';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import type { LoadedFlows } from '../flows/load-flows';
import { ALGORITHM_VERSION, normaliseOrganisation, profileOf, WORKING_LEVEL, type JobseekerProfile } from './algorithm';
import { CODES_VERSION, codeOf, otherValue, skillSlot, TRAIT_BITS as T, WORKING_LANGUAGE, type CodeKind } from './candidates-codes';
import { writeMatchProfiles } from './match-profile-repository';

export const CORE_PROFILE = 'Core Profile';

/** The job seeker flow of the version answers were given in (none given, or not on this server: the latest). */
function jobseekerFlowOf(flows: LoadedFlows, flowVersion: number | undefined): Flow | undefined {
  return (flowVersion !== undefined ? flows.get(JOBSEEKER_FLOW, flowVersion) : undefined) ?? flows.latest(JOBSEEKER_FLOW);
}

/** The one rule for who can be a candidate at all: answers that complete Core Profile, by the flow engine. */
function completesCoreProfile(flow: Flow | undefined, answers: Record<string, unknown>, flows: LoadedFlows): boolean {
  return flow !== undefined && sectionComplete(flow, answers, flows.validator, CORE_PROFILE);
}

/** Whether the answers complete Core Profile, by the flow engine, under the flow version they were given in. */
export function coreProfileComplete(flows: LoadedFlows, answers: Record<string, unknown>, flowVersion?: number): boolean {
  return completesCoreProfile(jobseekerFlowOf(flows, flowVersion), answers, flows);
}

/** Pay a person asked for that no filter compares: below every maximum a role can state, so "within it" always holds. */
export const NO_PAY_ASKED = -2_147_483_648;

/** Codes of values into a bit mask (as a bigint: masks go past JavaScript's exact integers); values without one go to `others`. */
function maskOf(kind: CodeKind, values: Iterable<string>, others: string[], otherKind: string = kind): bigint {
  let mask = 0n;
  for (const value of values) {
    const code = codeOf(kind, value);
    if (code === undefined) others.push(otherValue(otherKind, value));
    else mask |= 1n << BigInt(code);
  }
  return mask;
}

/** The trait bit of a single answer (offset + its code), or none: a value without a code goes to `others`. */
function traitOf(kind: CodeKind, offset: number, value: string | null, others: string[]): bigint {
  if (value === null) return 0n;
  return maskOf(kind, [value], others) << BigInt(offset);
}

const bit = (condition: boolean, at: number): bigint => (condition ? 1n << BigInt(at) : 0n);

/** 1 + a value's code in a scale, 0 when none is given or the scale does not know it (as the algorithm ranks it). */
function rankOf(kind: CodeKind, value: string | null): number {
  const code = value === null ? undefined : codeOf(kind, value);
  return code === undefined ? 0 : code + 1;
}

function metroCodeOf(metroArea: string | null): number {
  if (metroArea === null) return 0;
  const code = codeOf('metro', metroArea);
  return code === undefined ? -1 : code + 1;
}

/** The work modes a person would take: all when fully flexible, else their first (and second when somewhat flexible). */
function workModeTraits(profile: JobseekerProfile, others: string[]): bigint {
  if (profile.workFlexibility === 'fully_flexible') return bit(true, T.acceptsAnyMode);
  const considered = profile.workModeRanking.slice(0, profile.workFlexibility === 'somewhat_flexible' ? 2 : 1);
  return maskOf('mode', considered, others) << BigInt(T.acceptsMode);
}

/** Overnight travel, whether an amount is given, and every amount of the scale it reaches. */
function travelTraits(profile: JobseekerProfile): bigint {
  if (profile.canTravelOvernight !== true) return 0n;
  let traits = bit(true, T.travelsOvernight) | bit(profile.travelAmount !== null, T.travelAmountGiven);
  const reached = profile.travelAmount === null ? undefined : codeOf('travel', profile.travelAmount);
  if (reached !== undefined) for (let code = 0; code <= reached; code += 1) traits |= bit(true, T.travelsAtLeast + code);
  return traits;
}

/**
 * The rating of every coded skill, 3 bits each in 5 bigints (codes.skillSlot); skills without a code go to `others`
 * as "skill:id:rating". Ratings are whole numbers 1 to 4 in the flow; one outside 0–7 is kept at the nearest end.
 */
function skillColumns(skills: Record<string, number>, others: string[]) {
  const columns = [0n, 0n, 0n, 0n, 0n];
  for (const [skillId, given] of Object.entries(skills)) {
    const rating = Math.max(0, Math.min(7, Math.round(given)));
    const code = codeOf('skill', skillId);
    if (code === undefined) {
      others.push(otherValue('skill', `${skillId}:${rating}`));
      continue;
    }
    const { column, shift } = skillSlot(code);
    columns[column]! |= BigInt(rating) << BigInt(shift);
  }
  const [skills0, skills1, skills2, skills3, skills4] = columns as [bigint, bigint, bigint, bigint, bigint];
  return { skills0, skills1, skills2, skills3, skills4 };
}

/** The projection row of one job seeker's answers (what `refreshMatchProfile` writes; the benchmark inserts many). */
export function matchProfileValues(userId: number, answers: Record<string, unknown>, complete: boolean, now: Date) {
  const profile = profileOf(answers);
  const others: string[] = [];
  const fullTime = profile.seekingHours.includes('full_time');
  const otherWork = profile.seekingHours.some((type) => type !== 'full_time');
  const managed = profile.hasManaged === true;
  // A language listed twice counts at the level listed last, as the languages factor reads it.
  const levels = new Map(profile.languages.map((language) => [language.name, language.level]));
  const traits =
    traitOf('teamwork', T.teamwork, profile.teamworkApproach, others) |
    traitOf('deadline', T.deadline, profile.deadlineApproach, others) |
    bit(profile.moreDisciplined === true, T.disciplined) |
    bit(profile.moreDisciplined === false, T.flexible) |
    bit(profile.moreOutgoing === true, T.outgoing) |
    bit(profile.moreOutgoing === false, T.reserved) |
    workModeTraits(profile, others) |
    travelTraits(profile) |
    traitOf('level', T.level, profile.highestEducationLevel, others) |
    bit(managed, T.managed) |
    bit(managed && profile.managedManagers === true, T.managedManagers);
  const values = {
    userId,
    coreProfileComplete: complete,
    canWorkInUs: profile.canWorkInUs === true,
    metroCode: metroCodeOf(profile.metroArea),
    openAnywhere: profile.openness === 'anywhere',
    remoteOnly: profile.openness === 'remote',
    hours: Number(maskOf('hours', profile.seekingHours, others)),
    salaryAsked: fullTime && profile.minimumSalary !== null ? profile.minimumSalary : NO_PAY_ASKED,
    rateAsked: otherWork && profile.minimumHourlyRate !== null ? profile.minimumHourlyRate : NO_PAY_ASKED,
    yearsExperience: profile.yearsExperience ?? 0,
    areas: Number(maskOf('area', new Set([...profile.expertiseAreas, ...profile.hopefulAreas]), others)),
    languages: maskOf('language', levels.keys(), others),
    workingLanguages: maskOf(
      'language',
      [...levels].flatMap(([name, level]) => (level >= WORKING_LEVEL ? [name] : [])),
      others,
      WORKING_LANGUAGE,
    ),
    degrees: maskOf(
      'degree',
      profile.degrees.map((degree) => degree.degree),
      others,
    ),
    fields: maskOf(
      'field',
      profile.degrees.flatMap((degree) => (degree.fieldOfStudy !== null ? [degree.fieldOfStudy] : [])),
      others,
    ),
    traits,
    // What managing checks compare is held only for someone who has managed: each check is then one comparison.
    yearsManaging: managed ? (profile.yearsManaging ?? 0) : 0,
    teamSizeRank: managed ? rankOf('teamSize', profile.managedTeamSize) : 0,
    largestBudget: profile.largestBudget ?? 0,
    startCode: rankOf('start', profile.availableStartDate),
    ...skillColumns(profile.skills, others),
    colleges: [...new Set(profile.degrees.flatMap((degree) => (degree.universityId !== null ? [degree.universityId] : [])))],
    otherLocations: profile.otherLocations,
    currentEmployers: [...new Set(profile.currentEmployers.map(normaliseOrganisation))],
    metroArea: profile.metroArea,
    algorithmVersion: ALGORITHM_VERSION,
    codesVersion: CODES_VERSION,
    updatedAt: now,
  };
  return { ...values, otherValues: [...new Set(others)] };
}

/** A job seeker's answers to project; `coreProfileComplete` when the caller knows it (else the flow engine decides). */
interface AnswersToProject {
  userId: number;
  answers: Record<string, unknown>;
  coreProfileComplete?: boolean;
}

/**
 * Writes job seekers' matching projections from their answers (all given in one flow version), in the caller's
 * transaction, so the hard filters never see answers older than the ones stored; one statement for them all.
 */
export async function refreshMatchProfiles(
  tx: Pick<AppQueries, 'execute'>,
  people: AnswersToProject[],
  flows: LoadedFlows,
  options: { flowVersion?: number; now?: Date } = {},
): Promise<void> {
  const flow = jobseekerFlowOf(flows, options.flowVersion);
  const now = options.now ?? new Date();
  await writeMatchProfiles(
    tx,
    people.map((person) =>
      matchProfileValues(person.userId, person.answers, person.coreProfileComplete ?? completesCoreProfile(flow, person.answers, flows), now),
    ),
  );
}

/**
 * Writes the job seeker's matching projection from their answers, in the caller's transaction. Called by every save
 * of job seeker answers and by seeders.
 */
export async function refreshMatchProfile(
  tx: Pick<AppQueries, 'execute'>,
  userId: number,
  answers: Record<string, unknown>,
  flows: LoadedFlows,
  options: { flowVersion?: number; now?: Date; coreProfileComplete?: boolean } = {},
): Promise<void> {
  await refreshMatchProfiles(tx, [{ userId, answers, coreProfileComplete: options.coreProfileComplete }], flows, options);
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
        .where(
          and(
            eq(flowAnswers.flowId, JOBSEEKER_FLOW),
            or(
              isNull(jobseekerMatchProfiles.userId),
              ne(jobseekerMatchProfiles.algorithmVersion, ALGORITHM_VERSION),
              ne(jobseekerMatchProfiles.codesVersion, CODES_VERSION),
            ),
          ),
        )
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
