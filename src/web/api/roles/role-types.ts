import type { RoleStatus } from '../../../shared/role-statuses';
import type { RoleSummary } from '../../../shared/wire/role-summary-wire';

export type { RoleStatus };

/** The organisation a role belongs to. */
export interface RoleEmployer {
  id: number;
  name: string;
  slug: string;
}

/** One item of staff feedback on a role: about one question (its flow field name) or the role as a whole (null). */
export interface RoleFeedback {
  id: number;
  question: string | null;
  /** The question's label in the role's flow, as the server words it (null for the whole role). */
  questionLabel?: string | null;
  body: string;
  isResolved: boolean;
  /** ISO timestamps. */
  createdAt: string;
  resolvedAt: string | null;
}

/**
 * The hiring fee of a role: the agreed tier and percent once staff approved it, before that the chosen tier's,
 * with the first-year compensation the answers point to and the fee in dollars (null when not known).
 */
export interface ExpectedFee {
  tier?: string;
  percent: number | null;
  compensation?: number | null;
  amount: number | null;
  agreed?: boolean;
  /** For a role paid by the hour: the preferred rate and the weekly hours its type implies (null for a contract). */
  hourlyRate?: number | null;
  hoursPerWeek?: number | null;
}

/**
 * A role as GET /api/employer/role/{uuid}/ answers it, keys in camelCase. Every answer of the role flow sits in
 * the body too, flat (target `role`, languages, skills) or under `educationPreferences` /
 * `workExperiencePreferences`, null when unanswered: read them with `roleAnswer`.
 */
export interface Role {
  id: number;
  uuid: string;
  employer: RoleEmployer;
  status: RoleStatus;
  clonedFrom: string | null;
  agreedServiceTier: string | null;
  /** Fixed when staff approve the role; numeric columns may arrive as a string ("10.00"). */
  agreedFeePercent: number | string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
  closedAt?: string | null;
  flowVersion: number;
  /** The `jobTitle` answer, named here because every screen shows it. */
  jobTitle: string | null;
  /** 0 to 100: 25 per complete section (spec 000 §4). */
  completion: number;
  completedSections: string[];
  sections: { name: string; complete: boolean }[];
  feedback: RoleFeedback[];
  unresolvedFeedback: number;
  expectedFee: ExpectedFee | null;
  educationPreferences?: Record<string, unknown> | null;
  workExperiencePreferences?: Record<string, unknown> | null;
  [answer: string]: unknown;
}

/** A role as the list GET /api/employer/role/ gives it: the wire contract's type. */
export type { RoleSummary } from '../../../shared/wire/role-summary-wire';

/** What the role status button and dialog need: a summary or a full body will do. */
export type RoleStatusSubject = Pick<RoleSummary, 'uuid' | 'status' | 'jobTitle' | 'completion'> & Partial<Pick<RoleSummary, 'unresolvedFeedback'>>;
