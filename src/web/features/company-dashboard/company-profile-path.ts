import type { Flow } from '../../../flows';
import type { Employer } from '../../api/employers/use-employer';
import { answersOfOwner } from '../../forms/answers-of-owner';
import { flowPath, resumeTarget } from '../../forms/flow-paths';

/** The company profile's first question (spec 001 §2.2). */
export const FIRST_COMPANY_STEP_PATH = '/profile/primaryAddress';

/**
 * Where "Continue company profile" leads: the first step on the organisation's path whose answers are missing
 * or invalid. With everything answered (the walk reaches its end), or before the flow is known, the first step.
 */
export function companyProfilePath(flow: Flow | undefined, employer: Employer | undefined): string {
  if (flow === undefined || employer === undefined) return FIRST_COMPANY_STEP_PATH;
  const target = resumeTarget(flow, answersOfOwner(flow, employer));
  return target.startsWith('/') ? FIRST_COMPANY_STEP_PATH : flowPath(flow, target, {});
}
