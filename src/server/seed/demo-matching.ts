import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb, AppTransaction } from '../db/database';
import { cities, employers, flowAnswers, matchEvents, matches, roles, userSettings, users } from '../db/schema';
import { writeAnnounced } from '../db/written-rows';
import { hashPassword } from '../auth/password-hash';
import { nextRecordIds } from '../flows/edit-jobseeker-answers';
import { serviceTier } from '../../shared/service-tiers';
import { generateJobseeker, seededRandom } from './generate-jobseeker-answers';
import type { LoadedFlows } from '../flows/load-flows';
import { refreshMatchProfile, refreshMatchProfiles, ALGORITHM_VERSION, criteriaOf, judge, profileOf } from '../matching';
import { seedDemoReports } from './demo-reports';
import { withRecordIds } from './with-record-ids';
import { insertMissingCities } from '../records/city-repository';
import { metroAreaCities } from '../records/city-routes';

/** The flow version the demo answers are written for and stored under. */
const JOBSEEKER_FLOW_VERSION = 1;

/** How many generated job seekers stand beside the demo one, so staff see a ranked list that means something. */
export const GENERATED_JOBSEEKERS = 200;

const GENERATED_EMAIL_DOMAIN = 'generated.example.com';

/** The demo organisation's open role (role flow v1, flat as stored): every section answered. */
export const DEMO_ROLE_ANSWERS: Record<string, unknown> = {
  jobTitle: 'Director of Operations',
  description: 'Runs school operations across our four campuses: facilities, enrollment, transportation and food service.',
  roleType: ['full_time'],
  roleLength: ['ongoing'],
  roleLocationType: ['in_person'],
  idealStartDate: '2027-01-11',
  latestStartDate: '2027-03-01',
  roleBenefits: ['health_insurance', 'retirement_plan', 'paid_time_off'],
  geographicRequirement: 'anywhere_in_us',
  openToRelocation: true,
  offersRelocation: true,
  preferredSalary: 98_000,
  maximumSalary: 115_000,
  requiresTravel: false,
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  levelOfStructure: 'somewhat_structured',
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
  undergradDegreeRequirement: 'no',
  graduateDegreeRequirement: 'no',
  preferredAreasOfStudy: ['business_administration'],
  hasCollegePreference: false,
  yearsFullTimeExperience: 6,
  minimumYearsFullTimeExperience: 4,
  requiresManagingOthers: false,
  budgetResponsibility: 1_000_000,
  interestedInSpecialEducationTypes: false,
  interestedInSpecificEmployers: false,
  interestedInSpecificAffiliations: false,
  primaryFunctionalArea: 'operations',
  functionalSkills1: ['school_operations', 'facilities_management'],
  secondaryFunctionalArea: 'finance',
  functionalSkills2: ['budgeting_forecasting'],
  tertiaryFunctionalArea: 'talent_hr',
  functionalSkills3: ['onboarding'],
  languages: [{ name: 'spanish', role: 'preferred' }],
  skills: [{ skillId: 'project_management', rating: 3 }],
  serviceTier: 'enhanced',
};

/** The demo job seeker's answers (job seeker flow v1): Core Profile and every section matching reads, in Austin. */
export const DEMO_JOBSEEKER_ANSWERS: Record<string, unknown> = {
  canWorkInUs: true,
  metroArea: 'Austin, TX',
  opennessToAlternativeLocations: 'home',
  compensation: { minimumSalary: 92_000, minimumHourlyRate: 45 },
  highestEducationLevel: 'undergraduate',
  // The University of Texas at Austin by its id in the shipped list of institutions (us-institutions.json).
  education: [
    { school: 'The University of Texas at Austin', universityId: 228778, degree: 'bba', fieldOfStudy: 'business_administration', graduationYear: 2016 },
  ],
  recentExperience: {
    name: 'Lincoln Park Academy',
    jobTitle: 'Operations Manager',
    startDate: '2019-08-01',
    currentlyAtJob: true,
    endDate: null,
    mostRecentRole: true,
  },
  functionalExpertiseAreas: ['operations', 'finance', 'talent_hr'],
  skillByFunctionalExpertise: [
    { skillId: 'school_operations', rating: 4 },
    { skillId: 'facilities_management', rating: 3 },
    { skillId: 'budgeting_forecasting', rating: 3 },
  ],
  jobSeekingStatus: 'active',
  availableStartDate: '1_3_months',
  seekingHoursToWork: ['full_time'],
  hopefulFunctionalExpertiseAreas: ['operations', 'finance', 'strategy_partnerships'],
  hasManaged: true,
  yearsManagingOthers: 4,
  managedManagers: false,
  managedNumOfEmployees: '6_10',
  yearsFullTimeExperience: 9,
  largestBudgetResponsibility: 1_000_000,
  languages: [
    { name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' },
    { name: 'spanish', readingProficiency: 'full_professional', writingProficiency: 'professional_working', speakingProficiency: 'full_professional' },
  ],
  skills: [{ skillId: 'project_management', rating: 3 }],
  gender: 'decline_to_state',
  ethnicity: ['declined_to_state'],
  teamworkApproach: 'shared',
  deadlineApproach: 'compromise',
  inPersonPreferenceScore: 1,
  hybridVirtualInPersonPreferenceScore: 2,
  virtualPreferenceScore: 3,
  idealCompanySize: ['51_100', '101_500'],
  idealGrowthStage: ['expansion'],
  interestedInSpecificOrganizationType: ['charter', 'public_district'],
  canTravelOvernight: false,
  prefersDefinedEndAndMeans: 2,
  prefersDefinedEndOnly: 1,
  prefersDevelopingBigPictureOnly: 4,
  prefersDevelopingBigPictureAndExecuting: 3,
  moreDisciplinedThanFlexible: true,
  moreOutgoingThanIntroverted: false,
  personalityTraits: ['detail_oriented', 'collaborative', 'student_centered'],
  currentlySitsOnBoard: false,
  interestedInBoardRoles: false,
};

export interface DemoMatchingPeople {
  jobseekerId: number;
  employeeId: number;
  staffId: number;
}

/**
 * Demo data for matching (issue 11 item 8), on an empty database outside production: the demo organisation has
 * an open role, the demo job seeker a complete profile and a match on it waiting on the employer, among
 * generated job seekers, so a newcomer sees matching work on the first `npm start`.
 */
export async function seedDemoMatching(db: AppDb, flows: LoadedFlows, people: DemoMatchingPeople, now: Date): Promise<void> {
  const [employee] = await db.select().from(users).where(eq(users.id, people.employeeId));
  if (!employee?.employerId) throw new Error('The demo employer has no organization.');
  const employerId = employee.employerId;
  const existing = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.employerId, employerId), eq(roles.status, 'open')))
    .limit(1);
  if (existing.length > 0) return;

  await db.transaction(async (tx) => {
    const roleAnswers = await withRecordIds(tx, DEMO_ROLE_ANSWERS, ['languages', 'skills']);
    const tier = serviceTier(roleAnswers.serviceTier);
    if (!tier) throw new Error('The demo role has no known service tier.');
    const [role] = await tx
      .insert(roles)
      .values({
        employerId,
        status: 'open',
        answers: roleAnswers,
        flowVersion: 1,
        agreedServiceTier: tier.tier,
        agreedFeePercent: tier.feePercent === null ? null : String(tier.feePercent),
        createdBy: people.employeeId,
        createdAt: now,
        updatedAt: now,
        submittedAt: now,
        publishedAt: now,
      })
      .returning();

    const [jobseekerAnswers] = await withRecordIdsForAll(tx, [DEMO_JOBSEEKER_ANSWERS]);
    await writeAnnounced(tx, flowAnswers, people.jobseekerId, () =>
      tx
        .insert(flowAnswers)
        .values({ userId: people.jobseekerId, flowId: 'jobseeker', flowVersion: JOBSEEKER_FLOW_VERSION, answers: jobseekerAnswers, updatedAt: now })
        .onConflictDoUpdate({ target: [flowAnswers.userId, flowAnswers.flowId], set: { answers: jobseekerAnswers, updatedAt: now } }),
    );
    await tx.insert(userSettings).values({ userId: people.jobseekerId, openToMatching: true, updatedAt: now }).onConflictDoNothing();
    await refreshMatchProfile(tx, people.jobseekerId, jobseekerAnswers!, flows, { now });

    await insertGeneratedJobseekers(tx, flows, now);

    const [organisation] = await tx.select({ answers: employers.answers }).from(employers).where(eq(employers.id, employerId));
    const verdict = judge(criteriaOf(roleAnswers, organisation?.answers ?? {}), profileOf(jobseekerAnswers!), now.toISOString().slice(0, 10));
    const [match] = await tx
      .insert(matches)
      .values({
        roleId: role!.id,
        jobseekerId: people.jobseekerId,
        status: 'pending_employer_review',
        algorithmVersion: ALGORITHM_VERSION,
        score: Math.round(verdict.score),
        createdBy: people.staffId,
        jobseekerInterest: 'interested',
        jobseekerRespondedAt: now,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const steps: [string | null, string, string | null][] = [
      [null, 'confirm_match', null],
      ['confirm_match', 'jobseeker_accept', 'Jordan answered the confirm-match e-mail: interested.'],
      ['jobseeker_accept', 'pending_employer_review', 'Strong operations background and bilingual; sent to Riverside.'],
    ];
    await tx
      .insert(matchEvents)
      .values(steps.map(([fromStatus, toStatus, note]) => ({ matchId: match!.id, actorId: people.staffId, fromStatus, toStatus, note, createdAt: now })));
  });
  await seedDemoReports(db, people.staffId, now);
}

async function insertGeneratedJobseekers(tx: AppTransaction, flows: LoadedFlows, now: Date): Promise<void> {
  // Nobody signs in as a generated person: one hash of a secret nobody keeps.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const random = seededRandom(2026);
  const people = Array.from({ length: GENERATED_JOBSEEKERS }, () => generateJobseeker(random));
  // One statement per table, not one per person: the seed runs on every first start.
  const created = await tx
    .insert(users)
    .values(
      people.map((person, at) => {
        const email = `person${at + 1}@${GENERATED_EMAIL_DOMAIN}`;
        return {
          email,
          emailNormalized: email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          userType: 'jobseeker',
          hasConfirmedEmail: true,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: users.id });
  const withIds = await withCityIds(
    tx,
    await withRecordIdsForAll(
      tx,
      people.map((person) => person.answers),
    ),
  );
  await writeAnnounced(
    tx,
    flowAnswers,
    created.map(({ id }) => id),
    () =>
      tx
        .insert(flowAnswers)
        .values(created.map(({ id }, at) => ({ userId: id, flowId: 'jobseeker', flowVersion: JOBSEEKER_FLOW_VERSION, answers: withIds[at]!, updatedAt: now }))),
  );
  await refreshMatchProfiles(
    tx,
    created.map(({ id }, at) => ({ userId: id, answers: withIds[at]! })),
    flows,
    { now },
  );
}

/**
 * Cities a person named are rows of the cities table, held with their id as the city picker saves them: the
 * metro-area cities are added as the cities API adds them at first use, and each named city is looked up by title.
 */
async function withCityIds(tx: AppTransaction, all: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  await insertMissingCities(tx, metroAreaCities());
  const rows = await tx.select().from(cities);
  const idOf = new Map(rows.map((row) => [`${row.city.toLowerCase()}, ${row.state}`, row.id]));
  return all.map((answers) => {
    const named = answers.primaryLocations;
    if (!Array.isArray(named)) return answers;
    const primaryLocations = named.map(({ city, state }: { city: string; state: string }) => {
      const id = idOf.get(`${city.toLowerCase()}, ${state}`);
      if (id === undefined) throw new Error(`A generated person named ${city}, ${state}, which is not a city row.`);
      return { id, city, state };
    });
    return { ...answers, primaryLocations };
  });
}

// Every record question the seeded answers fill: records saved through the API all carry an id from the sequence.
const JOBSEEKER_RECORD_LISTS = ['education', 'languages', 'skillByFunctionalExpertise', 'skills'] as const;

/** `withRecordIds` for many people with one call to the id sequence. */
async function withRecordIdsForAll(tx: AppTransaction, all: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const needed = all.reduce(
    (sum, answers) => sum + 1 + JOBSEEKER_RECORD_LISTS.reduce((n, key) => n + (Array.isArray(answers[key]) ? (answers[key] as unknown[]).length : 0), 0),
    0,
  );
  const ids = await nextRecordIds(tx, needed);
  let next = 0;
  return all.map((answers) => {
    const result: Record<string, unknown> = { ...answers };
    for (const key of JOBSEEKER_RECORD_LISTS) {
      const list = result[key];
      if (Array.isArray(list)) result[key] = list.map((item: Record<string, unknown>) => ({ ...item, id: ids[next++] }));
    }
    if (result.recentExperience && typeof result.recentExperience === 'object') result.recentExperience = { ...result.recentExperience, id: ids[next++] };
    return result;
  });
}
