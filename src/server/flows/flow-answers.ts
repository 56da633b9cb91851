import { and, eq, sql } from 'drizzle-orm';
import { sectionStarts, type Answers, type Flow } from '../../flows';
import { cachedCompletedSections } from './cached-completed-sections';
import type { AppDb } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { rowTopic } from '../db/read-cache';
import { flowAnswers, type FlowAnswersRow, type UserRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { LoadedFlows } from './load-flows';
import { keysFromWire, keysToWire, snakeKey } from '../../shared/wire-keys';
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
  const [[field, converted]] = Object.entries(keysFromWire<Record<string, unknown>>({ [wireKey]: value })) as [[string, unknown]];
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

/** A profile section as the job seeker home lists it: its name and the app path of its first step. */
export interface ProfileSection {
  name: string;
  path: string;
}

/** What the shell shows of a job seeker's progress: the complete sections, and every section with where it starts. */
export interface JobseekerProgress {
  completed: readonly string[];
  sections: readonly ProfileSection[];
}

const NO_PROGRESS: JobseekerProgress = { completed: [], sections: [] };

/**
 * The flow's sections in its order, each with the path of its first step: the first one this person's answers
 * lead them through, else (a section their path skips) the first one in the flow, so every card still opens.
 * Worked out here rather than in the browser: the home then draws its cards with the profile, without fetching
 * and walking the flow document before its first paint.
 */
function sectionsWithPaths(flow: Flow, answers: Answers): ProfileSection[] {
  return sectionStarts(flow, answers).map(({ section, onPath, inFlow }) => ({ name: section, path: `${flow.routePrefix}${snakeKey(onPath ?? inFlow)}` }));
}

const progressOfStoredRow = new WeakMap<object, { flow: Flow; progress: JobseekerProgress }>();

/** The job seeker flow's complete sections and section starts for the stored answers; nothing for others. */
export async function jobseekerProgressOf(
  ctx: Pick<AppContext, 'db' | 'readCache' | 'flows'>,
  user: Pick<UserRow, 'id' | 'userType'>,
): Promise<JobseekerProgress> {
  if (user.userType !== 'jobseeker') return NO_PROGRESS;
  const row = await ctx.readCache.read(rowTopic(flowAnswers, user.id), JOBSEEKER_FLOW, async () => {
    const [stored] = await jobseekerAnswersQuery(ctx.db).execute({ userId: user.id });
    return stored;
  });
  const flow = flowForAnswers(ctx.flows, JOBSEEKER_FLOW, row);
  if (!flow) return NO_PROGRESS;
  const answers = row?.answers ?? {};
  if (row === undefined) return { completed: cachedCompletedSections(flow, answers, ctx.flows.validator), sections: sectionsWithPaths(flow, answers) };
  // A row kept by the read cache is the same object on every read until it changes, and is never modified:
  // its sections are found without serialising and hashing its answers again.
  const known = progressOfStoredRow.get(row);
  if (known?.flow === flow) return known.progress;
  const progress = { completed: cachedCompletedSections(flow, answers, ctx.flows.validator), sections: sectionsWithPaths(flow, answers) };
  progressOfStoredRow.set(row, { flow, progress });
  return progress;
}

/** The profile's `completedSections`: the job seeker flow's complete sections for their stored answers; [] for others. */
export async function completedSectionsOf(ctx: Pick<AppContext, 'db' | 'readCache' | 'flows'>, user: Pick<UserRow, 'id' | 'userType'>): Promise<string[]> {
  return [...(await jobseekerProgressOf(ctx, user)).completed];
}
