import type { Flow } from '../../src/flows/types';
import { conditionSites } from '../../src/flows/condition-sites';
import { entryTransition, transitionAfter, type Transition } from '../../src/flows/step-transition';
import type { Fixture } from './fixture';

/** Whether some fixture states the move a branch makes, forward (Next) and back (Back). */
export interface AssertedWay {
  forward: boolean;
  back: boolean;
}

export interface BranchAssertion {
  /** Site id of the condition (see `conditionSites`). */
  site: string;
  whenTrue: AssertedWay;
  whenFalse: AssertedWay;
}

const target = (move: Transition) => (move.kind === 'step' ? move.step : move.end);

/**
 * For every condition that steers navigation (step conditions, next rules, end rules; not a question's own
 * condition, which only hides a field on its step), whether the fixtures assert the move it decides, each way.
 * A condition evaluated when leaving step F decides the move F → T: forward is asserted by a fixture whose
 * walk takes that decision and that states `expectedNext[F]` (or its whole `expectedPath`); back by one that
 * states `expectedPrevious[T]`. A decision taken at the start (F is nothing) is asserted forward by any
 * walk that reaches its first step, and back by `expectedPrevious[first step]`. The replay checks the stated
 * values; this only says whether each branch is stated at all.
 */
export function assertedBranches(flow: Flow, fixtures: Fixture[]): BranchAssertion[] {
  const navigation = conditionSites(flow).filter((site) => site.question === undefined);
  const found = new Map(
    navigation.map((site) => [site.id, { site: site.id, whenTrue: { forward: false, back: false }, whenFalse: { forward: false, back: false } }]),
  );
  for (const fixture of fixtures) {
    const moves: { from?: string; decisions: { site: string; outcome: boolean }[]; to: string }[] = [];
    let decisions: { site: string; outcome: boolean }[] = [];
    const record = (site: string, outcome: boolean) => decisions.push({ site, outcome });
    let move = entryTransition(flow, fixture.answers, record);
    moves.push({ decisions, to: target(move) });
    const seen = new Set<string>();
    while (move.kind === 'step' && !seen.has(move.step)) {
      const from = move.step;
      seen.add(from);
      decisions = [];
      move = transitionAfter(flow, from, fixture.answers, record);
      moves.push({ from, decisions, to: target(move) });
    }
    for (const { from, decisions: taken, to } of moves) {
      const forward = from === undefined || fixture.expectedPath !== undefined || Object.hasOwn(fixture.expectedNext ?? {}, from);
      const back = Object.hasOwn(fixture.expectedPrevious ?? {}, to);
      for (const decision of taken) {
        const entry = found.get(decision.site);
        if (!entry) continue;
        const way = decision.outcome ? entry.whenTrue : entry.whenFalse;
        way.forward ||= forward;
        way.back ||= back;
      }
    }
  }
  return [...found.values()];
}

/** Branches some way unasserted: "step offersRelocation: false back", ... */
export function unassertedBranches(assertions: BranchAssertion[]): string[] {
  return assertions.flatMap((entry) =>
    (
      [
        ['true', entry.whenTrue],
        ['false', entry.whenFalse],
      ] as const
    ).flatMap(([outcome, way]) => [...(way.forward ? [] : [`${entry.site}: ${outcome} forward`]), ...(way.back ? [] : [`${entry.site}: ${outcome} back`])]),
  );
}
