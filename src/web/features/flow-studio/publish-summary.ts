import type { DryRun } from '../../api/staff/flow-studio-api';

/** What a flow's answer sets are, in words: a job seeker's are a person's, an employer profile's an organization's. */
export function answerSetNoun(flowId: string, count: number): string {
  const [one, many] = flowId === 'role' ? ['role', 'roles'] : flowId === 'employer-profile' ? ['organization', 'organizations'] : ['person', 'people'];
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The dry run's first sentences: who moves to the version, and how many answers change. */
export function publishSummary(flowId: string, version: number, dryRun: DryRun): string {
  if (dryRun.answer_sets === 0)
    return `Nobody is on an earlier version. Publishing makes version ${version} the one new ${flowId === 'role' ? 'roles start' : 'answers start'} on.`;
  const moves = `Publishing moves ${answerSetNoun(flowId, dryRun.answer_sets)} to version ${version}.`;
  const changes = dryRun.invalid.length;
  if (changes === 0) return `${moves} Every saved answer carries over as it is.`;
  const listed = changes >= 1000 ? ' The first 1,000 are listed.' : '';
  return `${moves} ${changes.toLocaleString('en-US')}${changes >= 1000 ? ' or more' : ''} ${changes === 1 ? 'answer changes' : 'answers change'} (for ${answerSetNoun(flowId, dryRun.changed)}):${listed}`;
}
