import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { walkFlow, type Flow } from '../../../flows';
import { apiRequest } from '../../api/api-client';
import type { ApiError } from '../../api/api-error';
import { sessionOwner } from '../../session/session-owner';
import type { QaFixtureWire } from '../../../shared/wire/flow-studio-wire';
import { useSession } from '../../session/use-session';

/** A QA replay fixture of the flow (tests/fixtures/flows): its answers, as written, walked here through the shown version. */
export type QaFixture = QaFixtureWire;

/** GET /api/flows/{flowId}/fixtures/: the flow's QA fixtures, answers keyed as the flow's fields are. */
export function useQaFixtures(flowId: string): SWRResponse<QaFixture[], ApiError> {
  const owner = sessionOwner(useSession());
  const url = `/api/flows/${encodeURIComponent(flowId)}/fixtures/`;
  return useSWR<QaFixture[], ApiError>(owner !== null ? [url, owner] : null, () => apiRequest<QaFixture[]>(url, { module: 'flow-studio' }), {
    revalidateOnFocus: false,
  });
}

/** What the map highlights for a fixture: the steps its answers visit, each move between them, and the end. */
export interface FixturePath {
  steps: ReadonlySet<string>;
  /** `from -> to`, the last step's move to the end included. */
  moves: ReadonlySet<string>;
  end: string;
}

export const moveKey = (from: string, to: string) => `${from} -> ${to}`;

/** The fixture's walk through `flow` by the engine's own walk (the one `npm run replay` checks), as the map marks it. */
export function fixturePath(flow: Flow, answers: Record<string, unknown>): FixturePath {
  const walk = walkFlow(flow, answers);
  const stops = [...walk.path, walk.end];
  return { steps: new Set(walk.path), moves: new Set(walk.path.map((step, index) => moveKey(step, stops[index + 1]!))), end: walk.end };
}
