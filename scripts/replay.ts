import { checkFixture } from './lib/check-fixture';
import { fixturePaths, flowCache, readFixtureFile } from './lib/fixture-files';
import { isMatchingFixture } from './lib/matching-fixture';
import { matchingFixturePaths, matchingReplay } from './lib/matching-replay';
import { listFlowFiles, readJson, relative } from './lib/schema-files';
import { createNodeStepValidator } from '../src/server/flows/node-step-validator';
import { migrationReplay } from './replay-migrate';

// `npm run replay -- FILE...`: replays each fixture and checks its expectations. A flow fixture's answers are walked
// through the engine; a matching fixture ("kind": "matching") is matched as the API matches (scripts/lib/matching-*).
// Without files, replays every fixture under tests/fixtures/flows/ and tests/fixtures/matching/. Exits 0 only when
// every expectation holds.
// `npm run replay -- --migrate [FILE...]`: for each flow version file declaring `migrateFrom`, the earlier version's
// flow fixtures carried by its ops into it (scripts/replay-migrate.ts), their expectations checked on the new version.
const flowOf = flowCache();
const args = process.argv.slice(2);
if (args.includes('--migrate')) process.exit(replayMigrations(args.filter((arg) => arg !== '--migrate')));
const matching = matchingReplay();
const files = args.length > 0 ? fixturePaths(args) : [...fixturePaths([]), ...matchingFixturePaths()];

function flowFixtureLines(file: string): string[] {
  const { fixture, problems } = readFixtureFile(file);
  const flow = fixture ? flowOf(fixture.flow, fixture.version) : undefined;
  return fixture && typeof flow === 'object'
    ? checkFixture(flow, fixture).map((failure) => `${failure.expectation}: ${failure.message}`)
    : [...problems, ...(typeof flow === 'string' ? [flow] : [])];
}

function replayMigrations(paths: string[]): number {
  const pairs = listFlowFiles().flatMap(({ id, version }) => {
    const next = flowOf(id, version);
    return typeof next === 'object' && next.migrateFrom ? [{ id, next, from: next.migrateFrom.version }] : [];
  });
  const broken = listFlowFiles().filter(({ id, version }) => typeof flowOf(id, version) === 'string');
  for (const { id, version } of broken) console.log(`FAIL ${id} version ${version}: ${flowOf(id, version) as string}`);
  if (pairs.length === 0) {
    console.log('No flow version declares migrateFrom: there is no migration to replay.');
    return broken.length > 0 ? 1 : 0;
  }
  const validator = createNodeStepValidator();
  const fixtures = fixturePaths(paths).map(readFixtureFile);
  let replayed = 0;
  let failed = broken.length;
  for (const { id, next, from } of pairs) {
    const previous = flowOf(id, from);
    const mine = fixtures.filter(({ fixture }) => fixture?.flow === id && fixture.version === from);
    console.log(`\n${id}: version ${from} -> ${next.version} (${mine.length} fixture${mine.length === 1 ? '' : 's'} of version ${from})`);
    if (typeof previous === 'string') {
      console.log(`FAIL ${previous}`);
      failed += 1;
      continue;
    }
    const replay = migrationReplay(previous, next, validator);
    for (const { file, fixture } of mine) {
      const { failures, sentBack } = replay(fixture!);
      replayed += 1;
      const note = sentBack === null ? '' : ` (sent back to "${sentBack}")`;
      console.log(`${failures.length === 0 ? 'PASS' : 'FAIL'} ${relative(file)}${note}`);
      for (const line of failures) console.log(`  ${line}`);
      if (failures.length > 0) failed += 1;
    }
  }
  console.log(
    `\n${replayed} fixture${replayed === 1 ? '' : 's'} replayed through ${pairs.length} migration${pairs.length === 1 ? '' : 's'}, ${failed} failed.`,
  );
  return failed > 0 ? 1 : 0;
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
