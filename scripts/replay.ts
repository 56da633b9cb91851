import { checkFixture } from './lib/check-fixture';
import { fixturePaths, flowCache, readFixtureFile } from './lib/fixture-files';
import { relative } from './lib/schema-files';

// `npm run replay -- FILE...`: walks each fixture's answers through the engine and checks its expectations.
// Without files, replays every fixture under tests/fixtures/flows/. Exits 0 only when every expectation holds.
const flowOf = flowCache();
const files = fixturePaths(process.argv.slice(2));
let failed = 0;
for (const file of files) {
  const { fixture, problems } = readFixtureFile(file);
  const flow = fixture ? flowOf(fixture.flow, fixture.version) : undefined;
  const lines = fixture && typeof flow === 'object' ? checkFixture(flow, fixture).map((failure) => `${failure.expectation}: ${failure.message}`) : [...problems, ...(typeof flow === 'string' ? [flow] : [])];
  if (lines.length === 0) {
    console.log(`PASS ${relative(file)}`);
    continue;
  }
  failed += 1;
  console.log(`FAIL ${relative(file)}`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(`\n${files.length} fixture${files.length === 1 ? '' : 's'}, ${failed} failed.`);
if (failed > 0 || files.length === 0) process.exit(1);
