import type { MatchingExpectations } from './matching-fixture';
import type { PersonOutcome } from './matching-run';
import { SCORE_SPAN } from '../../src/server/matching/algorithm';

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
  if (outcome.sqlRank !== outcome.rank)
    lines.push(`${q(outcome.key)}: SQL and TypeScript disagree on the order: SQL rank ${outcome.sqlRank}, TypeScript ${outcome.rank}`);
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
    if (first.rank > second.rank) continue;
    // A lower tier (a requirement unmet, a start too late) explains an order the scores do not.
    const why = Math.floor(first.rank / SCORE_SPAN) < Math.floor(second.rank / SCORE_SPAN) ? [`${q(a)} lacks a requirement or starts too late`] : [];
    lines.push(
      `above [${q(a)}, ${q(b)}]: expected ${q(a)} to rank above ${q(b)}, but ${q(a)} scores ${first.score} (rank ${first.rank}) and ${q(b)} ${second.score} (rank ${second.rank}); ${[...why, factorDifference(first, second)].join('; ')}`,
    );
  }
  for (const [key, words] of Object.entries(expect.requirements ?? {})) {
    const unmet = person(key).unmetRequirements;
    if (JSON.stringify(unmet) !== JSON.stringify(words))
      lines.push(
        `requirements ${q(key)}: expected unmet ${JSON.stringify(words)}, but ${unmet.length > 0 ? `unmet ${JSON.stringify(unmet)}` : 'meets every requirement'}`,
      );
  }
  // The list shows people in the order of their rank (ties by id, the order they were stored in).
  const listed = outcomes.filter((outcome) => outcome.place !== null).sort((x, y) => x.place! - y.place!);
  for (const [at, outcome] of listed.entries()) {
    const next = listed[at + 1];
    if (next && next.rank > outcome.rank) lines.push(`the list puts ${q(outcome.key)} (rank ${outcome.rank}) before ${q(next.key)} (rank ${next.rank})`);
  }
  for (const [a, b] of expect.tied ?? []) {
    const [first, second] = [person(a), person(b)];
    if (first.score === second.score && first.rank === second.rank) continue;
    lines.push(
      `tied [${q(a)}, ${q(b)}]: expected equal scores, but ${q(a)} scores ${first.score} and ${q(b)} ${second.score}; ${factorDifference(first, second)}`,
    );
  }
  for (const outcome of outcomes) lines.push(...disagreements(outcome));
  return lines;
}
