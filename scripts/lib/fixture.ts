/**
 * A QA replay fixture (tests/fixtures/flows/*.json): answers in, expected walk out. Other tools read these
 * files, so the format is fixed: exactly these keys, at least one expectation.
 */
export interface Fixture {
  flow: string;
  version: number;
  /** camelCase answer fields; a field left out is unanswered. */
  answers: Record<string, unknown>;
  /** The whole walk, every step name in order. */
  expectedPath?: string[];
  /** Where the walk ends: "/dashboard", "part_time_intro", ... */
  expectedEnd?: string;
  /** Steps the walk visits, in this relative order. */
  expectedVisits?: string[];
  /** Steps the walk does not visit. */
  expectedSkips?: string[];
  /** For a step on the walk, the step (or end) right after it. */
  expectedNext?: Record<string, string>;
  /**
   * For a step on the walk (or the end it reaches), where Back leads with these answers: the step before it,
   * or null for the first step, which offers no Back.
   */
  expectedPrevious?: Record<string, string | null>;
}

export const EXPECTATIONS = ['expectedPath', 'expectedEnd', 'expectedVisits', 'expectedSkips', 'expectedNext', 'expectedPrevious'] as const;
export type Expectation = (typeof EXPECTATIONS)[number];

const KEYS = ['flow', 'version', 'answers', ...EXPECTATIONS];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNameList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');

/** The fixture, or every way the file breaks the format. */
export function parseFixture(raw: unknown): { fixture: Fixture } | { problems: string[] } {
  if (!isObject(raw)) return { problems: ['a fixture is a JSON object'] };
  const problems: string[] = [];
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) problems.push(`unknown key "${key}" (allowed: ${KEYS.join(', ')})`);
  if (typeof raw.flow !== 'string' || raw.flow === '') problems.push('"flow" names the flow, e.g. "jobseeker"');
  if (!Number.isInteger(raw.version) || (raw.version as number) < 1) problems.push('"version" is the flow version, an integer from 1');
  if (!isObject(raw.answers)) problems.push('"answers" is an object of camelCase fields');
  for (const key of ['expectedPath', 'expectedVisits', 'expectedSkips'] as const) {
    if (key in raw && !isNameList(raw[key])) problems.push(`"${key}" is a list of step names`);
  }
  if ('expectedEnd' in raw && (typeof raw.expectedEnd !== 'string' || raw.expectedEnd === '')) problems.push('"expectedEnd" names an end');
  if ('expectedNext' in raw && !(isObject(raw.expectedNext) && Object.values(raw.expectedNext).every((value) => typeof value === 'string'))) {
    problems.push('"expectedNext" maps a step name to the step right after it');
  }
  if (
    'expectedPrevious' in raw &&
    !(isObject(raw.expectedPrevious) && Object.values(raw.expectedPrevious).every((value) => value === null || (typeof value === 'string' && value !== '')))
  ) {
    problems.push('"expectedPrevious" maps a step name (or the end) to the step Back leads to, or null for the first step');
  }
  if (!EXPECTATIONS.some((key) => key in raw)) problems.push(`a fixture states at least one expectation (${EXPECTATIONS.join(', ')})`);
  return problems.length > 0 ? { problems } : { fixture: raw as unknown as Fixture };
}
