import { and } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { EMPLOYER_HIDDEN_STATUSES, matchScope, type MatchViewer } from '../matching';
import { MATCH_STATUS_VALUES } from '../../shared/match-statuses';
import { funnelReport } from './funnel-report';
import type { ReportScope } from './report-scope';

/** An organisation's own funnel as its employee may see it: only the matches and statuses their matching pages show. */
export function organisationFunnel(db: AppDb, scope: ReportScope, viewer: Extract<MatchViewer, { kind: 'employee' }>): ReturnType<typeof funnelReport> {
  // An employee sees matches from the moment staff send them, as on their matching pages.
  const statuses = MATCH_STATUS_VALUES.filter((status) => !EMPLOYER_HIDDEN_STATUSES.includes(status));
  // The scope's employer is the viewer's own, so its matches are joined to their roles, which matchScope reads.
  return funnelReport(db, { matchesFrom: scope.matchesFrom, matchCondition: and(scope.matchCondition, matchScope(viewer))! }, statuses);
}
