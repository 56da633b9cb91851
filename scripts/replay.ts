import { checkFixture } from './lib/check-fixture';
import { fixturePaths, flowCache, readFixtureFile } from './lib/fixture-files';
import { isMatchingFixture } from './lib/matching-fixture';
import { matchingFixturePaths, matchingReplay } from './lib/matching-replay';
import { readJson, relative } from './lib/schema-files';

// `npm run replay -- FILE...`: replays each fixture and checks its expectations. A flow fixture's answers are walked
// through the engine; a matching fixture ("kind": "matching") is matched as the API matches (scripts/lib/matching-*).
// Without files, replays every fixture under tests/fixtures/flows/ and tests/fixtures/matching/. Exits 0 only when
// every expectation holds.
const flowOf = flowCache();
const matching = matchingReplay();
const args = process.argv.slice(2);
const files = args.length > 0 ? fixturePaths(args) : [...fixturePaths([]), ...matchingFixturePaths()];

function flowFixtureLines(file: string): string[] {
  const { fixture, problems } = readFixtureFile(file);
  const flow = fixture ? flowOf(fixture.flow, fixture.version) : undefined;
  return fixture && typeof flow === 'object'
    ? checkFixture(flow, fixture).map((failure) => `${failure.expectation}: ${failure.message}`)
    : [...problems, ...(typeof flow === 'string' ? [flow] : [])];
}

/** A file that does not parse is left to the flow fixture reader, which says why. */
function parsed(file: string): unknown {
  try {
    return readJson(file);
  } catch {
    return undefined;
  }
}

async function matchingFixtureLines(raw: unknown): Promise<string[]> {
  try {
    return await matching.replay(raw);
  } catch (error) {
    return [`the replay could not run: ${(error as Error).message}`];
  }
}

let failed = 0;
for (const file of files) {
  const raw = parsed(file);
  const lines = isMatchingFixture(raw) ? await matchingFixtureLines(raw) : flowFixtureLines(file);
  if (lines.length === 0) {
    console.log(`PASS ${relative(file)}`);
    continue;
  }
  failed += 1;
  console.log(`FAIL ${relative(file)}`);
  for (const line of lines) console.log(`  ${line}`);
}
await matching.close();
console.log(`\n${files.length} fixture${files.length === 1 ? '' : 's'}, ${failed} failed.`);
if (failed > 0 || files.length === 0) process.exit(1);
