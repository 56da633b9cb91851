import { QA_FIXTURES } from '../../../generated/qa-fixtures';

export interface QaFixture {
  /** The file's name without .json: what QA calls the fixture. */
  name: string;
  version: number;
  answers: Record<string, unknown>;
}

/**
 * The QA replay fixtures of one flow, as packaged with the code (`npm run gen:types` writes them from
 * tests/fixtures/flows/; `npm run check:generated` fails when a fixture changed without it). Only the answers
 * travel: the studio walks them through the shown version with the engine, so the path is worked out in one place.
 */
export function qaFixtures(flowId: string): QaFixture[] {
  return QA_FIXTURES.filter((fixture) => fixture.flow === flowId).map(({ name, version, answers }) => ({ name, version, answers }));
}
