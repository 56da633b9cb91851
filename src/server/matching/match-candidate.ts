import { optionTitle, type Answers, type Flow } from '../../flows';
import type { AppContext } from '../http/app-context';
import { flowForAnswers, JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import type { UserRow } from '../db/schema';

export interface CandidateSummary {
  jobseeker: number;
  first_name: string;
  last_name: string;
  headline: string | null;
  summary: { label: string; value: string }[];
}

/**
 * What an employer reads about a candidate: work, expertise, education and preferences, in words. Never
 * demographics (gender, ethnicity), contact details (e-mail, phone, address, social accounts) or the resume
 * file: contact cards are decided in issue 12.
 */
const SUMMARY_FIELDS: readonly [field: string, label: string][] = [
  ['functionalExpertiseAreas', 'Areas of expertise'],
  ['hopefulFunctionalExpertiseAreas', 'Would like to work in'],
  ['yearsFullTimeExperience', 'Years of full-time experience'],
  ['highestEducationLevel', 'Highest education'],
  ['seekingHoursToWork', 'Looking for'],
  ['availableStartDate', 'Could start'],
  ['metroArea', 'Metro area'],
  ['opennessToAlternativeLocations', 'Open to other locations'],
  ['hasManaged', 'Has managed people'],
  ['yearsManagingOthers', 'Years managing others'],
  ['largestBudgetResponsibility', 'Largest budget'],
  ['personalityTraits', 'Describes themselves as'],
];

function words(flow: Flow, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => optionTitle(flow, field, item)).filter((item) => item !== '');
    return items.length > 0 ? items.join('; ') : null;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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

export async function candidateSummary(ctx: Pick<AppContext, 'db' | 'flows'>, jobseeker: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): Promise<CandidateSummary> {
  const row = await readFlowAnswers(ctx.db, jobseeker.id, JOBSEEKER_FLOW);
  const flow = flowForAnswers(ctx.flows, JOBSEEKER_FLOW, row);
  const answers: Answers = row?.answers ?? {};
  const summary: CandidateSummary['summary'] = [];
  const headline = recentRole(answers);
  if (headline) summary.push({ label: 'Most recent role', value: headline });
  if (flow) {
    for (const [field, label] of SUMMARY_FIELDS) {
      const value = words(flow, field, answers[field]);
      if (value !== null) summary.push({ label, value });
    }
  }
  return { jobseeker: jobseeker.id, first_name: jobseeker.firstName, last_name: jobseeker.lastName, headline, summary };
}
