import { flowKey } from '../src/flows/flow-ref';
import { fixturePaths, flowCache, readFixtureFile } from './lib/fixture-files';
import type { Fixture } from './lib/fixture';
import { pathCoverage, uncoveredBranches } from './lib/path-coverage';
import { assertedBranches, unassertedBranches, type AssertedWay } from './lib/asserted-branches';
import { listFlowFiles, relative } from './lib/schema-files';

// `npm run path:report [-- FILE...]`: which condition branches the fixtures cover, each condition both true
// and false, for every flow version under schemas/flows/. Exits 1 when a branch (or a whole flow) is uncovered.
// Beside each count it shows whether a fixture states the move the branch makes, forward (expectedNext or
// expectedPath: "N") and back (expectedPrevious: "B"); that part informs and does not fail the report (the role
// flow's unit test requires it there).
const flowOf = flowCache();
const fixturesByFlow = new Map<string, Fixture[]>();
const problems: string[] = [];
for (const file of fixturePaths(process.argv.slice(2))) {
  const { fixture, problems: formatProblems } = readFixtureFile(file);
  if (!fixture) {
    problems.push(`${relative(file)}: ${formatProblems.join('; ')}`);
    continue;
  }
  const key = flowKey(fixture);
  fixturesByFlow.set(key, [...(fixturesByFlow.get(key) ?? []), fixture]);
}

const stated = (way: AssertedWay | undefined) => (way ? `${way.forward ? 'N' : '-'}${way.back ? 'B' : '-'}` : '  ');

for (const { id, version } of listFlowFiles()) {
  const flow = flowOf(id, version);
  const key = flowKey({ flow: id, version });
  if (typeof flow === 'string') {
    problems.push(flow);
    continue;
  }
  const fixtures = fixturesByFlow.get(key) ?? [];
  console.log(`${id} v${version}: ${fixtures.length} fixture${fixtures.length === 1 ? '' : 's'}`);
  const coverage = pathCoverage(
    flow,
    fixtures.map((fixture) => fixture.answers),
  );
  const assertions = assertedBranches(flow, fixtures);
  const assertionOf = new Map(assertions.map((entry) => [entry.site, entry]));
  for (const entry of coverage) {
    const mark = entry.whenTrue > 0 && entry.whenFalse > 0 ? 'ok  ' : 'MISS';
    const asserted = assertionOf.get(entry.site.id);
    console.log(
      `  ${mark} ${entry.site.id.padEnd(48)} true ${String(entry.whenTrue).padStart(3)} ${stated(asserted?.whenTrue)}   false ${String(entry.whenFalse).padStart(3)} ${stated(asserted?.whenFalse)}`,
    );
  }
  const unasserted = unassertedBranches(assertions);
  if (fixtures.length > 0) {
    console.log(
      unasserted.length === 0
        ? '  every branch is stated forward and back'
        : `  ${unasserted.length} branch way${unasserted.length === 1 ? '' : 's'} not stated by expectedNext/expectedPrevious (N forward, B back; informational)`,
    );
  }
  const missing = uncoveredBranches(coverage);
  if (fixtures.length === 0) problems.push(`${key}: no fixture replays this flow version`);
  for (const branch of missing) problems.push(`${key}: no fixture takes ${branch}`);
}

if (problems.length > 0) {
  console.error(`\nUncovered:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery condition branch is covered, both ways.');
