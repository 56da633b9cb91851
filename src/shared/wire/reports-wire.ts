import type { FromSchema } from 'json-schema-to-ts';
import { MATCH_STATUS_VALUES } from '../match-statuses';
import type { CamelKeys } from './camel-keys';
import { closedObject, listOf } from './schema-builders';

/** The query parameters every report takes (`?from=&to=&employer=&role=`); a report adds its own beside them. */
export const REPORT_SCOPE_QUERY_PROPERTIES = {
  from: { type: 'string', maxLength: 10 },
  to: { type: 'string', maxLength: 10 },
  employer: { type: 'string', maxLength: 10 },
  role: { type: 'string', maxLength: 36 },
} as const;

export type ReportScopeQuery = FromSchema<{ type: 'object'; additionalProperties: false; properties: typeof REPORT_SCOPE_QUERY_PROPERTIES }>;

const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
/** A count the small-cell rule may hide (from 1 to 4, or one that would give such a count away). */
const hiddenCount = { type: ['integer', 'null'] } as const;
const dollars = { type: 'number' } as const;
const daysOrNull = { type: ['number', 'null'] } as const;
const matchStatus = { type: 'string', enum: MATCH_STATUS_VALUES } as const;

/** GET /api/staff/reports/funnel/: per status, the matches there now and those that ever reached it. */
export const funnelReportWireSchema = closedObject(['stages', 'total'], {
  stages: listOf(closedObject(['status', 'title', 'count', 'reached'], { status: matchStatus, title: text, count, reached: count })),
  total: count,
});

export type FunnelReportWire = FromSchema<typeof funnelReportWireSchema>;

/** GET /api/staff/reports/time-in-status/: per waiting status, the days matches stayed in it. */
export const timeInStatusReportWireSchema = closedObject(['statuses'], {
  statuses: listOf(
    closedObject(
      ['status', 'title', 'stays', 'median_days', 'p90_days'],
      /** `stays` counts each stay: a match that came back to the status counts again. */
      { status: matchStatus, title: text, stays: count, median_days: daysOrNull, p90_days: daysOrNull },
    ),
  ),
});

export type TimeInStatusReportWire = FromSchema<typeof timeInStatusReportWireSchema>;

/**
 * `hire_fees`: the invoices of the month's hires, void ones left out (custom terms add nothing); `invoiced`: invoices
 * sent in the month and not voided since; `paid`: invoices paid in the month. All in dollars.
 */
const feeSumsProperties = { hires: count, hire_fees: dollars, invoiced: dollars, paid: dollars } as const;

/** GET /api/staff/reports/fees/: the open roles' expected fees, and by month the hires' fees, invoiced and paid. */
export const feesReportWireSchema = closedObject(['open_roles', 'months', 'totals'], {
  open_roles: closedObject(['count', 'expected_fees', 'without_expected_fee'], { count, expected_fees: dollars, without_expected_fee: count }),
  /** `month` is YYYY-MM in the report time zone. */
  months: listOf(closedObject(['month', 'hires', 'hire_fees', 'invoiced', 'paid'], { month: text, ...feeSumsProperties })),
  totals: closedObject(['hires', 'hire_fees', 'invoiced', 'paid'], feeSumsProperties),
});

export type FeesReportWire = FromSchema<typeof feesReportWireSchema>;

/** GET /api/staff/reports/diversity/: per stage and dimension, the people of each group, small counts hidden. */
export const diversityReportWireSchema = closedObject(['stages'], {
  stages: listOf(
    closedObject(['status', 'title', 'rows'], {
      status: matchStatus,
      title: text,
      rows: listOf(
        closedObject(['dimension', 'title', 'total', 'cells'], {
          dimension: text,
          title: text,
          /** People who reached the stage; null when from 1 to 4. */
          total: hiddenCount,
          /** One count per group, null where hidden (fewer than 5, or one that would let a hidden one be worked out). */
          cells: listOf(closedObject(['group', 'title', 'count'], { group: text, title: text, count: hiddenCount })),
        }),
      ),
    }),
  ),
});

export type DiversityReportWire = FromSchema<typeof diversityReportWireSchema>;

/** One group of one dimension at one stage, judged by the four-fifths rule. */
const impactGroupWireSchema = closedObject(['dimension', 'group', 'title', 'n', 'selected', 'rate', 'impact_ratio', 'flagged'], {
  dimension: text,
  group: text,
  title: text,
  n: hiddenCount,
  selected: hiddenCount,
  rate: { type: ['number', 'null'] },
  /** Null for a group too small to judge. */
  impact_ratio: { type: ['number', 'null'] },
  flagged: { type: 'boolean' },
});

export type ImpactGroupWire = FromSchema<typeof impactGroupWireSchema>;

/** GET /api/staff/reports/adverse-impact/: the four-fifths rule at each filter and stage. */
export const adverseImpactReportWireSchema = closedObject(['stages'], {
  stages: listOf(
    closedObject(['stage', 'title', 'unit', 'groups'], {
      /** `filter:<name>`, `status:<status>` or `scoring`. */
      stage: text,
      title: text,
      /** Who is counted: the people matching could consider for the role, or the matches of the scope. */
      unit: { type: 'string', enum: ['people', 'matches'] },
      groups: listOf(impactGroupWireSchema),
    }),
  ),
});

export type AdverseImpactReportWire = FromSchema<typeof adverseImpactReportWireSchema>;
export type AdverseImpactStageWire = AdverseImpactReportWire['stages'][number];

/** The reports as the browser reads them (keys in camelCase). */
export type FunnelReport = CamelKeys<FunnelReportWire>;
export type TimeInStatusReport = CamelKeys<TimeInStatusReportWire>;
export type FeesReport = CamelKeys<FeesReportWire>;
export type DiversityReport = CamelKeys<DiversityReportWire>;
export type AdverseImpactReport = CamelKeys<AdverseImpactReportWire>;
