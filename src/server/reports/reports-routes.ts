import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { matchViewer } from '../matching';
import { isMatchStatus, MATCH_STATUS_VALUES } from '../../shared/match-statuses';
import { adverseImpactReport } from './adverse-impact-report';
import { diversityReport } from './diversity-report';
import { feesReport } from './fees-report';
import { funnelReport } from './funnel-report';
import { organisationFunnel } from './organisation-funnel';
import { readReportScope, SCOPE_QUERY_PROPERTIES, type ScopeQuery } from './report-scope';
import { countRounder } from './rounded-counts';
import { timeInStatusReport } from './time-in-status-report';
import {
  adverseImpactReportWireSchema,
  diversityReportWireSchema,
  feesReportWireSchema,
  funnelReportWireSchema,
  timeInStatusReportWireSchema,
} from '../../shared/wire/reports-wire';

const scopeQuerySchema = { type: 'object', additionalProperties: false, properties: SCOPE_QUERY_PROPERTIES } as const;
const diversityQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...SCOPE_QUERY_PROPERTIES, stage: { type: 'string', maxLength: 100 } },
} as const;

const staffOnly = { signedIn: ['staff'] } as const;

/**
 * The staff reports of issue 27 (docs/reports.md): funnel, time in status, fees, diversity and adverse impact,
 * each over the matches proposed between `from` and `to` (days in the report time zone) of an organization or a
 * role. The funnel is also an organization's own, for its employees with matching access.
 */
export async function reportsRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { ctx } = app;
  // The self-reported answers' counts are rounded by a draw keyed by the server's secret (docs/reports.md).
  const round = countRounder(ctx.jwtSecret);
  const scopeOf = (request: FastifyRequest<{ Querystring: ScopeQuery }>) => readReportScope(ctx.db, request.query);

  app.get('/api/staff/reports/funnel/', { schema: { querystring: scopeQuerySchema, response: { 200: funnelReportWireSchema } } }, async (request) => {
    if (authOf(request).user.userType === 'jobseeker') throw AppError.detail(403, 'Reports are for staff and for the employees of an organization.');
    const viewer = matchViewer(request);
    if (viewer.kind !== 'employee') return funnelReport(ctx.db, await scopeOf(request));
    if (request.query.employer !== undefined && request.query.employer !== '' && request.query.employer !== String(viewer.employerId)) {
      throw AppError.detail(403, "You can see your own organization's funnel only.");
    }
    return organisationFunnel(ctx.db, await readReportScope(ctx.db, request.query, viewer.employerId), viewer);
  });

  app.get(
    '/api/staff/reports/time-in-status/',
    { config: staffOnly, schema: { querystring: scopeQuerySchema, response: { 200: timeInStatusReportWireSchema } } },
    async (request) => timeInStatusReport(ctx.db, await scopeOf(request), ctx.clock.now()),
  );

  app.get(
    '/api/staff/reports/fees/',
    { config: staffOnly, schema: { querystring: scopeQuerySchema, response: { 200: feesReportWireSchema } } },
    async (request) => feesReport(ctx.db, await scopeOf(request)),
  );

  app.get(
    '/api/staff/reports/diversity/',
    { config: staffOnly, schema: { querystring: diversityQuerySchema, response: { 200: diversityReportWireSchema } } },
    async (request) => {
      const { stage } = request.query;
      if (stage !== undefined && stage !== '' && !isMatchStatus(stage))
        throw AppError.fields({ stage: [`Choose one of the match statuses: ${MATCH_STATUS_VALUES.join(', ')}.`] });
      const scope = await scopeOf(request);
      return diversityReport(ctx.db, ctx.flows, scope, stage ? [stage] : MATCH_STATUS_VALUES, round);
    },
  );

  app.get(
    '/api/staff/reports/adverse-impact/',
    { config: staffOnly, schema: { querystring: scopeQuerySchema, response: { 200: adverseImpactReportWireSchema } } },
    async (request) => {
      const scope = await scopeOf(request);
      return adverseImpactReport(ctx.db, ctx.flows, scope, round);
    },
  );
}
