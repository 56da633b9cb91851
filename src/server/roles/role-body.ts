import { configuredFeePercents, currentTier, type FeePercents } from '../platform';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Answers, Flow } from '../../flows';
import type { AppDb } from '../db/database';
import { employers, roleFeedback, type EmployerRow, type RoleFeedbackRow, type RoleRow } from '../db/schema';
import { answersToWire } from '../flows/flow-answers';
import type { LoadedFlows } from '../flows/load-flows';
import { feeAmount, payBasis, serviceTier } from '../../shared/service-tiers';
import { roleCompletion } from './role-completion';
import { roleFlow, roleTargets } from './role-flow';
import { roleListing } from './role-listing';
import { roleTitleOf } from './role-title';
import { isPlainObject } from '../../shared/plain-object';
import type { roleSummaryWireSchema } from '../../shared/wire/role-summary-wire';
import type { expectedFeeWireSchema, roleWireSchema } from '../../shared/wire/role-wire';
import type { roleFeedbackWireSchema } from '../../shared/wire/role-feedback-wire';
import type { FromSchema } from 'json-schema-to-ts';

type Reader = Pick<AppDb, 'select'>;

/** Where an uploaded file (a job file) is downloaded; relative, so it stays right when the site's address changes. */
export function uploadedFileUrl(id: number): string {
  return `/api/uploaded-files/${id}/`;
}

/** A file answer with its download address, which is derived from the file's id rather than stored. */
function withFileUrl(value: unknown): unknown {
  if (!isPlainObject(value) || typeof value.id !== 'number') return value;
  return { ...value, url: uploadedFileUrl(value.id) };
}

/**
 * Every question of the role flow in the role body, in wire names, null when unanswered (the shape never changes):
 * the fields of targets without `nestedAs` at the top level, the others under their `nestedAs` key with the role's
 * id (the id the preferences resources are PATCHed by).
 */
export function roleAnswersWire(flow: Flow, answers: Answers, roleId: number): Record<string, unknown> {
  const nestedAs = new Map(roleTargets(flow).map((target) => [target.name, target.nestedAs]));
  const flat: Record<string, unknown> = {};
  const nested = new Map<string, Record<string, unknown>>();
  for (const key of nestedAs.values()) if (key !== null) nested.set(key, {});
  for (const [field, question] of Object.entries(flow.questions)) {
    const raw = answers[field] ?? null;
    const value = question.ui.widget === 'file-upload' ? withFileUrl(raw) : raw;
    const key = nestedAs.get(question.saveTo) ?? null;
    if (key === null) flat[field] = value;
    else nested.get(key)![field] = value;
  }
  const body = answersToWire(flat);
  for (const [key, group] of nested) body[key] = { id: roleId, ...answersToWire(group) };
  return body;
}

/** The role's hiring fee: the agreed tier and percent once fixed, before that the chosen tier's; null without a tier. */
export function expectedFeeOf(
  role: Pick<RoleRow, 'agreedServiceTier' | 'agreedFeePercent'>,
  answers: Answers,
  fees: FeePercents = {},
): FromSchema<typeof expectedFeeWireSchema> | null {
  const agreed = role.agreedServiceTier !== null;
  const tier = agreed ? serviceTier(role.agreedServiceTier) : currentTier(answers.serviceTier, fees);
  if (!tier) return null;
  const percent = agreed ? (role.agreedFeePercent === null ? null : Number(role.agreedFeePercent)) : tier.feePercent;
  // Hourly roles say what their pay was worked out on, so the fee can be checked (and quoted per hour for a contract).
  const basis = payBasis(answers);
  const compensation = basis?.compensation ?? null;
  return {
    tier: tier.tier,
    percent,
    compensation,
    amount: feeAmount(percent, compensation),
    agreed,
    hourly_rate: basis?.hourlyRate ?? null,
    hours_per_week: basis?.hoursPerWeek ?? null,
  };
}

export function feedbackWire(item: RoleFeedbackRow, roleUuid: string, flow: Flow): FromSchema<typeof roleFeedbackWireSchema> {
  return {
    id: item.id,
    role: roleUuid,
    question: item.question,
    question_label: item.question ? (flow.questions[item.question]?.label ?? null) : null,
    body: item.body,
    is_resolved: item.isResolved,
    created_at: item.createdAt.toISOString(),
    resolved_at: item.resolvedAt?.toISOString() ?? null,
  };
}

function employerWire(employer: Pick<EmployerRow, 'id' | 'name' | 'slug'>) {
  return { id: employer.id, name: employer.name, slug: employer.slug };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function lifecycleWire(role: RoleRow) {
  return {
    status: role.status,
    cloned_from: role.clonedFrom,
    agreed_service_tier: role.agreedServiceTier,
    agreed_fee_percent: role.agreedFeePercent === null ? null : Number(role.agreedFeePercent),
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
    submitted_at: iso(role.submittedAt),
    published_at: iso(role.publishedAt),
    closed_at: iso(role.closedAt),
  };
}

/**
 * GET, PATCH and POST of a role answer this (PLAN "Role"): identity and lifecycle, every answer (flat, or nested
 * under its target's `nestedAs`), completion as the engine computes it, the staff feedback and the expected fee.
 */
export function roleBody(
  role: RoleRow,
  employer: Pick<EmployerRow, 'id' | 'name' | 'slug'>,
  feedback: RoleFeedbackRow[],
  flows: LoadedFlows,
  fees: FeePercents = {},
): FromSchema<typeof roleWireSchema> {
  const flow = roleFlow(flows, role);
  const completion = roleCompletion(flow, role.answers, flows.validator);
  return {
    // Null unless the flow answers it, so the field every screen shows is there whatever the flow's version.
    job_title: null,
    ...roleAnswersWire(flow, role.answers, role.id),
    id: role.id,
    uuid: role.uuid,
    employer: employerWire(employer),
    ...lifecycleWire(role),
    flow_version: flow.version,
    completion: completion.completion,
    completed_sections: completion.completedSections,
    sections: completion.sections,
    feedback: feedback.map((item) => feedbackWire(item, role.uuid, flow)),
    unresolved_feedback: feedback.filter((item) => !item.isResolved).length,
    expected_fee: expectedFeeOf(role, role.answers, fees),
  };
}

/** The role body, reading its organisation and feedback. */
export async function loadRoleBody(db: Reader, flows: LoadedFlows, role: RoleRow): Promise<FromSchema<typeof roleWireSchema>> {
  const [employer] = await db.select().from(employers).where(eq(employers.id, role.employerId)).limit(1);
  const feedback = await db.select().from(roleFeedback).where(eq(roleFeedback.roleId, role.id)).orderBy(roleFeedback.createdAt, roleFeedback.id);
  return roleBody(role, employer!, feedback, flows, await configuredFeePercents(db));
}

/** Unresolved staff feedback on a role. */
export async function unresolvedFeedbackCount(db: Reader, roleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(roleFeedback)
    .where(and(eq(roleFeedback.roleId, roleId), eq(roleFeedback.isResolved, false)));
  return row?.n ?? 0;
}

/** One line of the role lists (company dashboard, staff review queue). */
export function roleSummary(
  role: RoleRow,
  employer: Pick<EmployerRow, 'id' | 'name' | 'slug'>,
  counts: { total: number; unresolved: number },
  flows: LoadedFlows,
): FromSchema<typeof roleSummaryWireSchema> {
  const flow = roleFlow(flows, role);
  const listing = roleListing(role, flow);
  const completion = roleCompletion(flow, role.answers, flows.validator);
  return {
    id: role.id,
    uuid: role.uuid,
    job_title: roleTitleOf(role.answers),
    title: listing.title,
    job_type: listing.jobType,
    location: listing.location,
    service_tier: typeof role.answers.serviceTier === 'string' ? role.answers.serviceTier : null,
    employer: employerWire(employer),
    ...lifecycleWire(role),
    completion: completion.completion,
    completed_sections: completion.completedSections,
    feedback_count: counts.total,
    unresolved_feedback: counts.unresolved,
  };
}

/** Feedback counts of many roles at once, by role id. */
export async function feedbackCounts(db: Reader, roleIds: number[]): Promise<Map<number, { total: number; unresolved: number }>> {
  const counts = new Map<number, { total: number; unresolved: number }>();
  if (roleIds.length === 0) return counts;
  const rows = await db
    .select({
      roleId: roleFeedback.roleId,
      total: count(),
      unresolved: sql<number>`count(*) filter (where not ${roleFeedback.isResolved})`.mapWith(Number),
    })
    .from(roleFeedback)
    .where(inArray(roleFeedback.roleId, roleIds))
    .groupBy(roleFeedback.roleId);
  for (const row of rows) counts.set(row.roleId, { total: row.total, unresolved: row.unresolved });
  return counts;
}
