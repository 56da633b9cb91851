import { isDeepStrictEqual } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { FromSchema } from 'json-schema-to-ts';
import type { Flow, JsonSchema } from '../../../flows';
import { answerShape } from '../../../flows/answer-shape';
import { optionTitle } from '../../../flows/option-title';
import { carryThroughHops, migrationHops, type MigrationHop } from '../../../flows/studio/migration-hops';
import type { flowGraphWireSchema } from '../../../shared/wire/flow-studio-wire';
import { ROLE_STATUSES_BEFORE_APPROVAL } from '../../../shared/role-statuses';
import type { AppDb } from '../../db/database';
import { employers, flowAnswers, roles } from '../../db/schema';
import { sqlValues } from '../../db/schema/sql-values';
import type { LoadedFlows } from '../load-flows';

export type SavedAnswerProblem = FromSchema<typeof flowGraphWireSchema>['problems'][number] & {
  answer_sets?: number;
  values?: { value: unknown; answer_sets: number }[];
};

/** Distinct saved values of one question looked at, at most: a free-text question may have one per person. */
const DISTINCT_VALUES_READ = 5_000;

/** The answer sets of a flow version that a move carries: people's, organizations', roles' not yet approved. */
function movableAnswerSets(flowId: string, version: number): SQL {
  if (flowId === 'role') return sql`(select answers from ${roles} where flow_version = ${version} and status in (${sqlValues(ROLE_STATUSES_BEFORE_APPROVAL)}))`;
  if (flowId === 'employer-profile') return sql`(select answers from ${employers} where flow_version = ${version})`;
  return sql`(select answers from ${flowAnswers} where flow_id = ${flowId} and flow_version = ${version})`;
}

/** The words of a flow's answer sets, counted: people for the job seeker flow, organizations, roles. */
export function answerSetNoun(flowId: string, count: number): string {
  const [one, many] = flowId === 'role' ? ['role', 'roles'] : flowId === 'employer-profile' ? ['organization', 'organizations'] : ['person', 'people'];
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** A schema without the words people read (titles, help, messages): what decides which answers it accepts. */
function acceptance(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(acceptance);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== 'errorMessage' && !((key === 'title' || key === 'description') && typeof value === 'string'))
      .map(([key, value]) => [key, acceptance(value)]),
  );
}

/** Where each question of `previous` ends up after the hops: its name, or null when an op removes it for everyone. */
function destinations(previous: Flow, hops: readonly MigrationHop[]): Map<string, { name: string | null; touched: boolean }> {
  const places = new Map<string, { name: string | null; touched: boolean }>();
  for (const field of Object.keys(previous.questions)) {
    let name: string | null = field;
    let touched = false;
    for (const op of hops.flatMap((hop) => hop.ops)) {
      if (name === null) break;
      if (op.op === 'rename' && op.from === name) name = op.to;
      else if (op.op === 'remove' && op.field === name) name = null;
      else if ((op.op === 'mapValues' || op.op === 'clearInvalid') && op.field === name) touched = true;
    }
    places.set(field, { name, touched });
  }
  return places;
}

/** The step of a flow that asks a field. */
function stepAsking(flow: Flow, field: string): string | undefined {
  return flow.steps.find((step) => step.questions.includes(field))?.name;
}

/** A saved value as staff read it: an option's title where the question has one, else the value. */
function valueWords(flow: Flow, field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => valueWords(flow, field, item)).join(', ');
  if (typeof value === 'object' && value !== null) return 'an entry';
  return `“${optionTitle(flow, field, value)}”`;
}

interface Tally {
  problem: SavedAnswerProblem;
  values: Map<string, { value: unknown; answer_sets: number }>;
}

/**
 * What publishing `next` would lose or break of the answers saved on every earlier served version (issue 34 items
 * 1 and 4), for the answer sets a move carries: a question people answered that the draft no longer asks, an
 * option they chose that it no longer offers (`vanished-code`), and answers a changed limit or type refuses
 * (`answers-refused`), each with no op saying what becomes of them. Counted per question across versions, each
 * at its question, with the values and how many hold each, in words.
 */
export async function savedAnswerProblems(db: AppDb, flows: Pick<LoadedFlows, 'all' | 'get' | 'validator'>, next: Flow): Promise<SavedAnswerProblem[]> {
  const tallies = new Map<string, Tally>();
  const tally = (key: string, problem: SavedAnswerProblem) => {
    const existing = tallies.get(key) ?? { problem, values: new Map() };
    tallies.set(key, existing);
    return existing;
  };
  const earlier = flows.all().filter((flow) => flow.id === next.id && flow.version < next.version);
  for (const previous of earlier) {
    const hops = migrationHops((version) => flows.get(next.id, version), previous.version, next, flows.validator);
    const stored = movableAnswerSets(next.id, previous.version);
    for (const [field, place] of destinations(previous, hops)) {
      if (place.name === null) continue;
      const target = next.questions[place.name];
      if (!target) {
        const result = (await db.execute(sql`select count(*)::int as held from ${stored} as stored where answers ? ${field}`)) as unknown as {
          rows: { held: number }[];
        };
        const held = Number(result.rows[0]?.held ?? 0);
        if (held === 0) continue;
        const step = stepAsking(previous, field);
        const entry = tally(`lost:${place.name}`, {
          ...(step !== undefined ? { step } : {}),
          question: place.name,
          kind: 'vanished-code',
          message: '',
          answer_sets: 0,
        });
        entry.problem.answer_sets = (entry.problem.answer_sets ?? 0) + held;
        entry.problem.message = `${answerSetNoun(next.id, entry.problem.answer_sets)} answered “${previous.questions[field]!.label}”, which this draft no longer asks. Keep the question, or confirm that their answers are removed.`;
        continue;
      }
      const before = previous.questions[field]!;
      if (!place.touched && place.name === field && isDeepStrictEqual(acceptance(before.schema), acceptance(target.schema))) continue;
      const result = (await db.execute(sql`
        select answers -> ${field} as value, count(*)::int as held from ${stored} as stored
        where answers ? ${field} group by 1 order by 2 desc limit ${DISTINCT_VALUES_READ}
      `)) as unknown as { rows: { value: unknown; held: number }[] };
      const name = place.name;
      for (const row of result.rows) {
        const carried = carryThroughHops({ [field]: row.value }, hops)[name];
        if (carried === undefined || flows.validator.validate(target.schema as JsonSchema, carried).length === 0) continue;
        const offered = answerShape(target.schema).values;
        const gone = offered !== undefined && (Array.isArray(carried) ? carried : [carried]).some((item) => !offered.includes(item as never));
        const step = stepAsking(next, name);
        const entry = tally(`${gone ? 'gone' : 'refused'}:${name}`, {
          ...(step !== undefined ? { step } : {}),
          question: name,
          kind: gone ? 'vanished-code' : 'answers-refused',
          message: '',
          answer_sets: 0,
        });
        entry.problem.answer_sets = (entry.problem.answer_sets ?? 0) + Number(row.held);
        const key = JSON.stringify(carried);
        const counted = entry.values.get(key) ?? { value: carried, answer_sets: 0 };
        counted.answer_sets += Number(row.held);
        entry.values.set(key, counted);
      }
    }
  }
  return [...tallies.values()].map(({ problem, values }) => {
    if (problem.kind === 'vanished-code' && values.size === 0) return problem;
    const list = [...values.values()].sort((a, b) => b.answer_sets - a.answer_sets);
    const field = problem.question!;
    const label = next.questions[field]?.label ?? field;
    const words = list
      .slice(0, 5)
      .map((entry) => `${valueWords(earlierFlowFor(field, earlier, next), field, entry.value)} (${answerSetNoun(next.id, entry.answer_sets)})`)
      .join(', ');
    const more = list.length > 5 ? ` and ${list.length - 5} more` : '';
    const message =
      problem.kind === 'vanished-code'
        ? `Saved answers to “${label}” hold options this draft no longer offers: ${words}${more}. Say where these answers go.`
        : `“${label}” would no longer accept answers people saved: ${words}${more}. Say what happens to them: clear them so people answer again, or keep the old limit.`;
    return { ...problem, message, values: list };
  });
}

/** The newest version that offers a question's options, so a vanished option is named by its title. */
function earlierFlowFor(field: string, earlier: readonly Flow[], next: Flow): Flow {
  return [...earlier].sort((a, b) => b.version - a.version).find((flow) => flow.questions[field]) ?? next;
}
