import type { DryRun } from '../../api/staff/flow-studio-api';

/** One answer a publish changes or refuses, whose it is, where, and why in words. */
export type ListedAnswer = DryRun['invalid'][number];

/** As many as the server lists of each kind. */
const LISTED = 1000;

/** What a flow's answer sets are, in words: a job seeker's are a person's, an employer profile's an organization's. */
export function answerSetNoun(flowId: string, count: number): string {
  const [one, many] = flowId === 'role' ? ['role', 'roles'] : flowId === 'employer-profile' ? ['organization', 'organizations'] : ['person', 'people'];
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The answers the dry run lists: those the draft's answer moves change (`changes`), then those the new version refuses (`invalid`). */
export function listedAnswers(dryRun: DryRun): ListedAnswer[] {
  return [...dryRun.changes, ...dryRun.invalid];
}

/** The dry run's first sentences: who moves to the version, and how many answers change. */
export function publishSummary(flowId: string, version: number, dryRun: DryRun): string {
  if (dryRun.answerSets === 0)
    return `Nobody is on an earlier version. Publishing makes version ${version} the one new ${flowId === 'role' ? 'roles start' : 'answers start'} on.`;
  const moves = `Publishing moves ${answerSetNoun(flowId, dryRun.answerSets)} to version ${version}.`;
  const listed = listedAnswers(dryRun).length;
  if (listed === 0 && dryRun.changed > 0) return `${moves} The answers of ${answerSetNoun(flowId, dryRun.changed)} change as this draft says.`;
  if (listed === 0) return `${moves} Every saved answer carries over as it is.`;
  const more = listed >= LISTED ? ` The first ${LISTED.toLocaleString('en-US')} of each kind are listed.` : '';
  return `${moves} ${listed.toLocaleString('en-US')}${listed >= LISTED ? ' or more' : ''} ${listed === 1 ? 'answer changes' : 'answers change'}, for ${answerSetNoun(flowId, dryRun.changed)}:${more}`;
}
