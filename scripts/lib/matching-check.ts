import type { MatchingExpectations } from './matching-fixture';
import type { PersonOutcome } from './matching-run';

const q = (key: string) => `"${key}"`;

function failures(outcome: PersonOutcome): string {
  return outcome.failedFilters.map((filter) => `${filter.name} (${filter.reason})`).join('; ');
}

/** "skills 20 vs 13, start_date 10 vs 5": the factors where two people differ, so a wrong order explains itself. */
function factorDifference(a: PersonOutcome, b: PersonOutcome): string {
  const differ = a.factors.flatMap((factor) => {
    const other = b.factors.find((each) => each.name === factor.name);
    return other && other.points !== factor.points ? [`${factor.name} ${factor.points} vs ${other.points}`] : [];
  });
  return differ.length > 0 ? `they differ in ${differ.join(', ')}` : 'every factor gives them the same points';
}

/**
 * Where the SQL side (the list's filters and ranking score) and the TypeScript side (the explanation and the detail
 * route) part ways for a person: whatever a fixture expects, the API would then contradict itself.
 */
function disagreements(outcome: PersonOutcome): string[] {
  const lines: string[] = [];
  const tsPasses = outcome.failedFilters.length === 0;
  if (outcome.sqlPasses !== tsPasses) {
    const ts = tsPasses ? 'TypeScript passes every filter' : `TypeScript fails ${failures(outcome)}`;
    lines.push(`${q(outcome.key)}: SQL and TypeScript disagree on eligibility: the SQL filters ${outcome.sqlPasses ? 'pass' : 'exclude'} them, ${ts}`);
  }
  if (outcome.sqlScore !== outcome.score)
    lines.push(`${q(outcome.key)}: SQL and TypeScript disagree on the score: SQL ${outcome.sqlScore}, TypeScript ${outcome.score}`);
  if (outcome.listed !== outcome.sqlPasses)
    lines.push(
      `${q(outcome.key)}: the candidate list ${outcome.listed ? 'includes them' : 'leaves them out'}, but the SQL filters ${outcome.sqlPasses ? 'pass' : 'exclude'} them`,
    );
  return lines;
}

/**
 * Every expectation the outcomes break, one line each, naming the person or the pair, what was expected and what
 * happened; then every disagreement between SQL and TypeScript. Empty when the fixture holds.
 */
export function checkMatching(expect: MatchingExpectations, outcomes: readonly PersonOutcome[]): string[] {
  const of = new Map(outcomes.map((outcome) => [outcome.key, outcome]));
  const person = (key: string) => of.get(key)!;
  const lines: string[] = [];
  for (const key of expect.eligible ?? []) {
    const outcome = person(key);
    if (outcome.failedFilters.length > 0) lines.push(`eligible ${q(key)}: expected to pass every filter, but fails ${failures(outcome)}`);
  }
  for (const [key, filter] of Object.entries(expect.excluded ?? {})) {
    const outcome = person(key);
    if (outcome.failedFilters.some((failed) => failed.name === filter)) continue;
    const happened = outcome.failedFilters.length === 0 ? `passes every filter (score ${outcome.score})` : `fails only ${failures(outcome)}`;
    lines.push(`excluded ${q(key)}: expected to fail ${filter}, but ${happened}`);
  }
  for (const [a, b] of expect.above ?? []) {
    const [first, second] = [person(a), person(b)];
    if (first.score > second.score) continue;
    lines.push(
      `above [${q(a)}, ${q(b)}]: expected ${q(a)} to score higher than ${q(b)}, but ${q(a)} scores ${first.score} and ${q(b)} ${second.score}; ${factorDifference(first, second)}`,
    );
  }
  for (const [a, b] of expect.tied ?? []) {
    const [first, second] = [person(a), person(b)];
    if (first.score === second.score) continue;
    lines.push(
      `tied [${q(a)}, ${q(b)}]: expected equal scores, but ${q(a)} scores ${first.score} and ${q(b)} ${second.score}; ${factorDifference(first, second)}`,
    );
  }
  for (const outcome of outcomes) lines.push(...disagreements(outcome));
  return lines;
}
