import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open-database';
import { loadFlows, type LoadedFlows } from '../../src/server/flows/load-flows';
import { answerProblems, baselineProblems, latestFlow } from './matching-answers';
import { checkMatching } from './matching-check';
import { parseMatchingFixture, type MatchingFixture } from './matching-fixture';
import { runMatchingFixture } from './matching-run';
import { REPO_ROOT } from './schema-files';

export const MATCHING_FIXTURES_DIR = path.join(REPO_ROOT, 'tests/fixtures/matching');

/** Every matching fixture, tests/fixtures/matching/*.json, in name order. */
export function matchingFixturePaths(): string[] {
  return readdirSync(MATCHING_FIXTURES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(MATCHING_FIXTURES_DIR, name));
}

function fixtureAnswerProblems(flows: LoadedFlows, fixture: MatchingFixture): string[] {
  const { validator } = flows;
  return [
    ...answerProblems(latestFlow(flows, 'organisation'), fixture.organisation, validator).map((problem) => `"organisation": ${problem}`),
    ...answerProblems(latestFlow(flows, 'role'), fixture.role, validator).map((problem) => `"role": ${problem}`),
    ...Object.entries(fixture.people).flatMap(([key, answers]) =>
      answerProblems(latestFlow(flows, 'person'), answers, validator).map((problem) => `"people"."${key}": ${problem}`),
    ),
  ];
}

interface Setup {
  flows: LoadedFlows;
  database: Database;
  /** Why no fixture can be trusted (the baselines are broken), or empty. */
  problems: string[];
}

export interface MatchingReplay {
  /** The lines of every failure of one parsed fixture file; empty when it holds. */
  replay(raw: unknown): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Replays matching fixtures on one fresh in-memory database, opened (with the flows loaded and the baselines
 * checked) only when the first matching fixture comes: replaying flow fixtures alone stays fast. Each fixture's
 * rows are rolled back, so every fixture starts from the empty database.
 */
export function matchingReplay(): MatchingReplay {
  let setup: Promise<Setup> | undefined;
  const start = async (): Promise<Setup> => {
    const flows = loadFlows();
    return { flows, database: await openDatabase({ kind: 'pglite' }), problems: baselineProblems(flows) };
  };
  return {
    async replay(raw) {
      const parsed = parseMatchingFixture(raw);
      if ('problems' in parsed) return parsed.problems;
      const { flows, database, problems } = await (setup ??= start());
      if (problems.length > 0) return problems;
      const answers = fixtureAnswerProblems(flows, parsed.fixture);
      if (answers.length > 0) return answers;
      return checkMatching(parsed.fixture.expect, await runMatchingFixture(database.db, flows, parsed.fixture));
    },
    async close() {
      // A setup that failed has already been reported by each replay, and left nothing open.
      const done = await setup?.catch(() => undefined);
      await done?.database.close();
    },
  };
}
