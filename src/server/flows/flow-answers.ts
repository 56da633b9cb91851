import { and, eq, sql } from 'drizzle-orm';
import type { Answers, Flow } from '../../flows';
import { cachedCompletedSections } from './cached-completed-sections';
import type { AppDb } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { rowTopic } from '../db/read-cache';
import { flowAnswers, type FlowAnswersRow, type UserRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { LoadedFlows } from './load-flows';
import { fromWire, keysToWire } from '../../shared/wire-keys';
import type { myAnswersWireSchema } from '../../shared/wire/my-answers-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** The flow job seekers answer during onboarding (spec 001 §2.1). */
export const JOBSEEKER_FLOW = 'jobseeker';

export async function readFlowAnswers(db: Pick<AppDb, 'select'>, userId: number, flowId: string): Promise<FlowAnswersRow | undefined> {
  const [row] = await db
    .select()
    .from(flowAnswers)
    .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, flowId)))
    .limit(1);
  return row;
}

/**
 * The flow version a person's answers are read and saved with: the one they were given under while its file
 * is still there (old versions stay, DESIGN.md), otherwise (and for a first answer) the newest.
 */
export function flowForAnswers(flows: LoadedFlows, flowId: string, row: Pick<FlowAnswersRow, 'flowVersion'> | undefined): Flow | undefined {
  return (row && flows.get(flowId, row.flowVersion)) ?? flows.latest(flowId);
}

/** A wire (snake_case) key as the engine's camelCase field name; nested record keys are converted too. */
export function fieldOfWire(wireKey: string, value: unknown): { field: string; value: unknown } {
  const [[field, converted]] = Object.entries(fromWire<Record<string, unknown>>({ [wireKey]: value })) as [[string, unknown]];
  return { field, value: converted };
}

/** Answers with snake_case keys at every depth, for the wire. */
export function answersToWire(answers: Answers): Record<string, unknown> {
  return keysToWire({ ...answers });
}

/** What the answer endpoints send back: the person's whole current answers to a flow and its state. */
export function answersBody(flow: Flow, answers: Answers, flows: LoadedFlows, updatedAt: Date | null): FromSchema<typeof myAnswersWireSchema> {
  return {
    flow: flow.id,
    version: flow.version,
    answers: answersToWire(answers),
    completed_sections: cachedCompletedSections(flow, answers, flows.validator),
    updated_at: updatedAt?.toISOString() ?? null,
  };
}

// Read for every profile the shell asks for.
const jobseekerAnswersQuery = preparedPerDatabase((db) =>
  db
    .select({ answers: flowAnswers.answers, flowVersion: flowAnswers.flowVersion })
    .from(flowAnswers)
    .where(and(eq(flowAnswers.userId, sql.placeholder('userId')), eq(flowAnswers.flowId, JOBSEEKER_FLOW)))
    .limit(1)
    .prepare('jobseeker_answers_of_user'),
);

const sectionsOfStoredRow = new WeakMap<object, { flow: Flow; sections: readonly string[] }>();

/** The profile's `completedSections`: the job seeker flow's complete sections for their stored answers; [] for others. */
export async function completedSectionsOf(ctx: Pick<AppContext, 'db' | 'readCache' | 'flows'>, user: Pick<UserRow, 'id' | 'userType'>): Promise<string[]> {
  if (user.userType !== 'jobseeker') return [];
  const row = await ctx.readCache.read(rowTopic(flowAnswers, user.id), JOBSEEKER_FLOW, async () => {
    const [stored] = await jobseekerAnswersQuery(ctx.db).execute({ userId: user.id });
    return stored;
  });
  const flow = flowForAnswers(ctx.flows, JOBSEEKER_FLOW, row);
  if (!flow) return [];
  if (row === undefined) return cachedCompletedSections(flow, {}, ctx.flows.validator);
  // A row kept by the read cache is the same object on every read until it changes, and is never modified:
  // its sections are found without serialising and hashing its answers again.
  const known = sectionsOfStoredRow.get(row);
  if (known?.flow === flow) return [...known.sections];
  const sections = cachedCompletedSections(flow, row.answers, ctx.flows.validator);
  sectionsOfStoredRow.set(row, { flow, sections });
  return [...sections];
}
