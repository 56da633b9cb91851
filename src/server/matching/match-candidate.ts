import { eq } from 'drizzle-orm';
import { optionTitle, type Answers, type Flow } from '../../flows';
import type { AppContext } from '../http/app-context';
import { flowForAnswers, JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import { employers, roles, type UserRow } from '../db/schema';
import { criteriaOf, FACTOR_LABELS, judge, profileOf, vocabularyOfFlow, type FactorName } from './algorithm';
import { JOBSEEKER_FIELDS as F } from './algorithm/answer-fields';
import { customSkillName, skillKeyOf, skillMatchKey } from './algorithm/custom-skills';
import { todayOf } from './candidates-role';
import { isPlainObject } from '../../shared/plain-object';
import type { matchCandidateWireSchema } from '../../shared/wire/match-candidate-wire';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * What an employer reads about a candidate: work, expertise, education, languages, skills, where they live and
 * would work, availability, in words, and why they score what they do for the role. Never demographics (gender,
 * ethnicity); contact details (e-mail, phone, address, social accounts) only through the match's contact cards.
 */
const PLAIN_FIELDS: readonly [field: string, label: string][] = [
  [F.expertiseAreas, 'Areas of expertise'],
  [F.hopefulAreas, 'Would like to work in'],
  [F.yearsExperience, 'Years of full-time experience'],
];
const LATER_FIELDS: readonly [field: string, label: string][] = [
  [F.seekingHours, 'Looking for'],
  [F.availableStartDate, 'Could start'],
  [F.hasManaged, 'Has managed people'],
  [F.yearsManaging, 'Years managing others'],
  [F.largestBudget, 'Largest budget'],
  ['personalityTraits', 'Describes themselves as'],
];

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

function words(flow: Flow, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => optionTitle(flow, field, item)).filter((item) => item !== '');
    return items.length > 0 ? items.join('; ') : null;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && field === F.largestBudget) return money(value);
  if (typeof value === 'object') return null;
  return optionTitle(flow, field, value);
}

function recentRole(answers: Answers): string | null {
  const recent = answers.recentExperience;
  if (typeof recent !== 'object' || recent === null) return null;
  const { jobTitle, name } = recent as { jobTitle?: unknown; name?: unknown };
  if (typeof jobTitle !== 'string' || jobTitle.trim() === '') return null;
  return typeof name === 'string' && name.trim() !== '' ? `${jobTitle} at ${name}` : jobTitle;
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isPlainObject) : []);

/** "Graduate: MBA in Business Administration (Rice University); B.A. in Education (UT Austin)". */
function education(flow: Flow, answers: Answers): string | null {
  const level = words(flow, F.highestEducationLevel, answers[F.highestEducationLevel]);
  const title = (value: unknown) => (typeof value === 'string' ? vocabularyOfFlow(flow).title(F.education, value) : null);
  const degrees = records(answers[F.education]).flatMap((item) => {
    const degree = title(item.degree);
    if (degree === null) return [];
    const field = title(item.fieldOfStudy);
    const school = typeof item.school === 'string' && item.school.trim() !== '' ? ` (${item.school.trim()})` : '';
    return [`${degree}${field !== null ? ` in ${field}` : ''}${school}`];
  });
  if (level === null && degrees.length === 0) return null;
  return [level, degrees.join('; ')].filter((part) => part !== null && part !== '').join(': ');
}

/** "Spanish (native or bilingual); French (speaking limited working, reading elementary, writing elementary)". */
function languages(flow: Flow, answers: Answers): string | null {
  const title = (value: unknown) => (typeof value === 'string' ? vocabularyOfFlow(flow).title(F.languages, value) : '');
  const lines = records(answers[F.languages]).flatMap((item) => {
    if (typeof item.name !== 'string') return [];
    const levels = { speaking: title(item.speakingProficiency), reading: title(item.readingProficiency), writing: title(item.writingProficiency) };
    const distinct = new Set(Object.values(levels));
    const detail =
      distinct.size === 1
        ? [...distinct][0]!.toLowerCase()
        : Object.entries(levels)
            .map(([skill, level]) => `${skill} ${level.toLowerCase()}`)
            .join(', ');
    return [`${title(item.name)} (${detail})`];
  });
  return lines.length > 0 ? lines.join('; ') : null;
}

/** Every rated skill, best first: "School operations (expert), PowerSchool (advanced)"; a named skill as they wrote it. */
function skills(flow: Flow, answers: Answers): string | null {
  const vocabulary = vocabularyOfFlow(flow);
  // Keyed by what skills compare by; the value keeps the key first seen, so a named skill reads as written.
  const best = new Map<string, { key: string; rating: number }>();
  for (const item of [...records(answers[F.expertiseSkills]), ...records(answers[F.otherSkills])]) {
    const key = skillKeyOf(item);
    if (item.deleted === true || key === null || typeof item.rating !== 'number') continue;
    const held = best.get(skillMatchKey(key));
    best.set(skillMatchKey(key), { key: held?.key ?? key, rating: Math.max(held?.rating ?? 0, item.rating) });
  }
  if (best.size === 0) return null;
  return [...best.values()]
    .sort((a, b) => b.rating - a.rating)
    .map(
      ({ key, rating }) => `${customSkillName(key) ?? vocabulary.title(F.expertiseSkills, key)} (${vocabulary.title(F.expertiseSkills, rating).toLowerCase()})`,
    )
    .join(', ');
}

/** Where they live, and where else they would work: "Lives in Austin, TX; would also work in Dallas, TX". */
function whereTheyWork(flow: Flow, answers: Answers): FromSchema<typeof matchCandidateWireSchema>['summary'] {
  const lines: FromSchema<typeof matchCandidateWireSchema>['summary'] = [];
  const home = words(flow, F.metroArea, answers[F.metroArea]);
  if (home !== null) lines.push({ label: 'Lives in', value: home });
  const openness = words(flow, F.openness, answers[F.openness]);
  if (openness !== null) {
    const cities = profileOf(answers).otherLocations;
    lines.push({ label: 'Would work', value: cities.length > 0 ? `${openness}: ${cities.join('; ')}` : openness });
  }
  return lines;
}

async function reasonsFor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  roleUuid: string,
  answers: Answers,
): Promise<Pick<FromSchema<typeof matchCandidateWireSchema>, 'score' | 'reasons' | 'unmet_requirements' | 'starts_late'>> {
  const [role] = await ctx.db
    .select({ answers: roles.answers, employerAnswers: employers.answers })
    .from(roles)
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .where(eq(roles.uuid, roleUuid))
    .limit(1);
  if (!role) return { score: null, reasons: [], unmet_requirements: [], starts_late: false };
  // The whole verdict, not the factors alone: a requirement the candidate lacks is said to the employer in words.
  const verdict = judge(criteriaOf(role.answers, role.employerAnswers), profileOf(answers), todayOf(ctx.clock.now()));
  return {
    score: verdict.score,
    unmet_requirements: verdict.unmetRequirements,
    starts_late: verdict.startsLate,
    reasons: verdict.factors.map((factor) => ({
      name: factor.name,
      label: FACTOR_LABELS[factor.name as FactorName] ?? factor.name,
      points: factor.points,
      max_points: factor.maxPoints,
      reason: factor.reason,
    })),
  };
}

export async function candidateSummary(
  ctx: Pick<AppContext, 'db' | 'flows' | 'clock'>,
  jobseeker: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
  roleUuid: string,
): Promise<FromSchema<typeof matchCandidateWireSchema>> {
  const row = await readFlowAnswers(ctx.db, jobseeker.id, JOBSEEKER_FLOW);
  const flow = flowForAnswers(ctx.flows, JOBSEEKER_FLOW, row);
  const answers: Answers = row?.answers ?? {};
  const summary: FromSchema<typeof matchCandidateWireSchema>['summary'] = [];
  const headline = recentRole(answers);
  if (headline) summary.push({ label: 'Most recent role', value: headline });
  if (flow) {
    const add = (label: string, value: string | null) => {
      if (value !== null) summary.push({ label, value });
    };
    for (const [field, label] of PLAIN_FIELDS) add(label, words(flow, field, answers[field]));
    add('Education', education(flow, answers));
    add('Languages', languages(flow, answers));
    add('Skills', skills(flow, answers));
    summary.push(...whereTheyWork(flow, answers));
    for (const [field, label] of LATER_FIELDS) add(label, words(flow, field, answers[field]));
  }
  return {
    jobseeker: jobseeker.id,
    first_name: jobseeker.firstName,
    last_name: jobseeker.lastName,
    headline,
    summary,
    ...(await reasonsFor(ctx, roleUuid, answers)),
  };
}
