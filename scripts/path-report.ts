import type { Answers } from '../src/flows/answers';
import { flowKey } from '../src/flows/flow-ref';
import { fixturePaths, flowCache, readFixtureFile } from './lib/fixture-files';
import { pathCoverage, uncoveredBranches } from './lib/path-coverage';
import { listFlowFiles, relative } from './lib/schema-files';

// `npm run path:report [-- FILE...]`: which condition branches the fixtures cover, each condition both true
// and false, for every flow version under schemas/flows/. Exits 1 when a branch (or a whole flow) is uncovered.
const flowOf = flowCache();
const answersByFlow = new Map<string, Answers[]>();
const problems: string[] = [];
for (const file of fixturePaths(process.argv.slice(2))) {
  const { fixture, problems: formatProblems } = readFixtureFile(file);
  if (!fixture) {
    problems.push(`${relative(file)}: ${formatProblems.join('; ')}`);
    continue;
  }
  const key = flowKey(fixture);
  answersByFlow.set(key, [...(answersByFlow.get(key) ?? []), fixture.answers]);
}

for (const { id, version } of listFlowFiles()) {
  const flow = flowOf(id, version);
  const key = flowKey({ flow: id, version });
  if (typeof flow === 'string') {
    problems.push(flow);
    continue;
  }
  const answerSets = answersByFlow.get(key) ?? [];
  console.log(`${id} v${version}: ${answerSets.length} fixture${answerSets.length === 1 ? '' : 's'}`);
  const coverage = pathCoverage(flow, answerSets);
  for (const entry of coverage) {
    const mark = entry.whenTrue > 0 && entry.whenFalse > 0 ? 'ok  ' : 'MISS';
    console.log(`  ${mark} ${entry.site.id.padEnd(48)} true ${String(entry.whenTrue).padStart(3)}   false ${String(entry.whenFalse).padStart(3)}`);
  }
  const missing = uncoveredBranches(coverage);
  if (answerSets.length === 0) problems.push(`${key}: no fixture replays this flow version`);
  for (const branch of missing) problems.push(`${key}: no fixture takes ${branch}`);
}

if (problems.length > 0) {
  console.error(`\nUncovered:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery condition branch is covered, both ways.');
