import { FILTER_NAMES } from '../../src/server/matching/algorithm';

/**
 * A matching fixture (tests/fixtures/matching/*.json): an organisation, a role and some people, each given as the
 * answers that differ from the baselines (matching-baselines.ts), and what matching must make of them.
 */
export interface MatchingFixture {
  kind: 'matching';
  /** Why the fixture exists, for the person reading it; the replay ignores it. */
  description?: string;
  /** The day matching runs (YYYY-MM-DD): the start-date factor counts from it. */
  today: string;
  organisation: Record<string, unknown>;
  role: Record<string, unknown>;
  /** Key (a name used in `expect` and in messages) → job seeker answers over the baseline person. */
  people: Record<string, Record<string, unknown>>;
  expect: MatchingExpectations;
}

export interface MatchingExpectations {
  /** People who pass every filter: they are on the role's candidate list. */
  eligible?: string[];
  /** Person → a filter they fail (they may fail others too), as the detail route's `failed_filters` names it. */
  excluded?: Record<string, string>;
  /** Pairs [a, b]: a ranks strictly above b (requirements met, then start in time, then score, then nearness). */
  above?: [string, string][];
  /** Pairs [a, b]: a and b score and rank exactly the same. */
  tied?: [string, string][];
  /** Person → what the role requires that they lack, in words and in order ("French"); [] for meeting every requirement. */
  requirements?: Record<string, string[]>;
}

/**
 * The names an exclusion may give: what the detail route reports. `open_to_matching` is not among them: it is a
 * setting, not an answer, and every person in a fixture is open to matching.
 */
export const EXCLUSION_NAMES: readonly string[] = ['core_profile', ...FILTER_NAMES];

const KEYS = ['kind', 'description', 'today', 'organisation', 'role', 'people', 'expect'];
const EXPECTATIONS = ['eligible', 'excluded', 'above', 'tied', 'requirements'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed file is a matching fixture rather than a flow fixture. */
export function isMatchingFixture(raw: unknown): boolean {
  return isObject(raw) && raw.kind === 'matching';
}

function isDate(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function peopleProblems(raw: Record<string, unknown>, people: string[], problems: string[]) {
  const named = (key: unknown, where: string) => {
    if (typeof key !== 'string' || !people.includes(key)) problems.push(`${where} names ${JSON.stringify(key)}, who is not among "people"`);
  };
  const expect = raw.expect as Record<string, unknown>;
  for (const key of Object.keys(expect)) if (!EXPECTATIONS.includes(key)) problems.push(`unknown expectation "${key}" (allowed: ${EXPECTATIONS.join(', ')})`);
  if (!EXPECTATIONS.some((key) => key in expect)) problems.push(`"expect" states at least one of ${EXPECTATIONS.join(', ')}`);
  if ('eligible' in expect) {
    if (Array.isArray(expect.eligible)) for (const key of expect.eligible) named(key, '"eligible"');
    else problems.push('"eligible" is a list of people');
  }
  if ('excluded' in expect) {
    if (isObject(expect.excluded)) {
      for (const [key, filter] of Object.entries(expect.excluded)) {
        named(key, '"excluded"');
        if (typeof filter !== 'string' || !EXCLUSION_NAMES.includes(filter))
          problems.push(`"excluded" gives "${key}" the filter ${JSON.stringify(filter)} (one of ${EXCLUSION_NAMES.join(', ')})`);
      }
    } else problems.push('"excluded" maps a person to the filter they fail');
  }
  if ('requirements' in expect) {
    if (isObject(expect.requirements)) {
      for (const [key, words] of Object.entries(expect.requirements)) {
        named(key, '"requirements"');
        if (!Array.isArray(words) || !words.every((word) => typeof word === 'string')) problems.push(`"requirements" gives "${key}" a list of words`);
      }
    } else problems.push('"requirements" maps a person to the requirements they do not meet, in words');
  }
  for (const kind of ['above', 'tied'] as const) {
    if (!(kind in expect)) continue;
    const pairs = expect[kind];
    if (!Array.isArray(pairs) || !pairs.every((pair) => Array.isArray(pair) && pair.length === 2)) {
      problems.push(`"${kind}" is a list of pairs of people, [["a", "b"]]`);
      continue;
    }
    for (const pair of pairs as unknown[][]) for (const key of pair) named(key, `"${kind}" ${JSON.stringify(pair)}`);
  }
  const both = Array.isArray(expect.eligible) && isObject(expect.excluded) ? expect.eligible.filter((key) => key in (expect.excluded as object)) : [];
  for (const key of both) problems.push(`"${key}" cannot be both eligible and excluded`);
}

/**
 * The fixture, or every way the file breaks the format. Answers are checked against the flows elsewhere
 * (answerProblems), since that needs the flows loaded.
 */
export function parseMatchingFixture(raw: unknown): { fixture: MatchingFixture } | { problems: string[] } {
  if (!isObject(raw)) return { problems: ['a fixture is a JSON object'] };
  const problems: string[] = [];
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) problems.push(`unknown key "${key}" (allowed: ${KEYS.join(', ')})`);
  if (raw.kind !== 'matching') problems.push('"kind" is "matching"');
  if ('description' in raw && typeof raw.description !== 'string') problems.push('"description" is text');
  if (!isDate(raw.today)) problems.push('"today" is the day matching runs, YYYY-MM-DD');
  for (const key of ['organisation', 'role'] as const) if (!isObject(raw[key])) problems.push(`"${key}" is an object of camelCase answers (may be empty)`);
  const people = isObject(raw.people) ? raw.people : {};
  if (!isObject(raw.people) || Object.keys(people).length === 0) problems.push('"people" maps a name to answers, at least one person');
  for (const [key, answers] of Object.entries(people))
    if (!isObject(answers)) problems.push(`"people"."${key}" is an object of camelCase answers (may be empty)`);
  if (isObject(raw.expect)) peopleProblems(raw, Object.keys(people), problems);
  else problems.push('"expect" is an object: eligible, excluded, above, tied');
  return problems.length > 0 ? { problems } : { fixture: raw as unknown as MatchingFixture };
}
