import type { FromSchema } from 'json-schema-to-ts';
import { MATCH_STATUS_VALUES } from '../match-statuses';
import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, integer, listOf, numberOrNull, oneOf, text, textOrNull } from './schema-builders';

/** The query parameters every report takes (`?from=&to=&employer=&role=`); a report adds its own beside them. */
export const REPORT_SCOPE_QUERY_PROPERTIES = {
  from: { type: 'string', maxLength: 10 },
  to: { type: 'string', maxLength: 10 },
  employer: { type: 'string', maxLength: 10 },
  role: { type: 'string', maxLength: 36 },
} as const;

export type ReportScopeQuery = FromSchema<{ type: 'object'; additionalProperties: false; properties: typeof REPORT_SCOPE_QUERY_PROPERTIES }>;

const count = integer;
/** A count the small-cell rule may hide (from 1 to 4, or one that would give such a count away). */
const hiddenCount = { type: ['integer', 'null'] } as const;
const dollars = { type: 'number' } as const;
const daysOrNull = { type: ['number', 'null'] } as const;
const matchStatus = oneOf(MATCH_STATUS_VALUES);

/**
 * A report of self-reported answers: one row per stage of the pipeline, each with these properties, and why it shows
 * nothing when its scope holds too few people to show any group safely (`withheld`, null otherwise).
 */
const demographicStagesOf = <const Stage extends Record<string, unknown>>(stage: Stage) =>
  closedRecord({ withheld: textOrNull, stages: listOf(closedRecord(stage)) });

/** GET /api/staff/reports/funnel/: per status, the matches there now and those that ever reached it. */
export const funnelReportWireSchema = closedRecord({
  stages: listOf(closedRecord({ status: matchStatus, title: text, count, reached: count })),
  total: count,
});

/** GET /api/staff/reports/time-in-status/: per waiting status, the days matches stayed in it. */
export const timeInStatusReportWireSchema = closedRecord({
  statuses: listOf(
    closedRecord(
      /** `stays` counts each stay: a match that came back to the status counts again. */
      { status: matchStatus, title: text, stays: count, median_days: daysOrNull, p90_days: daysOrNull },
    ),
  ),
});

/**
 * `hire_fees`: the invoices of the month's hires, void ones left out (custom terms add nothing); `invoiced`: invoices
 * sent in the month and not voided since; `paid`: invoices paid in the month. All in dollars.
 */
const feeSumsProperties = { hires: count, hire_fees: dollars, invoiced: dollars, paid: dollars } as const;

/** GET /api/staff/reports/fees/: the open roles' expected fees, and by month the hires' fees, invoiced and paid. */
export const feesReportWireSchema = closedRecord({
  open_roles: closedRecord({ count, expected_fees: dollars, without_expected_fee: count }),
  /** `month` is YYYY-MM in the report time zone. */
  months: listOf(closedRecord({ month: text, ...feeSumsProperties })),
  totals: closedRecord(feeSumsProperties),
});

/** GET /api/staff/reports/diversity/: per stage and dimension, the people of each group, small counts hidden. */
export const diversityReportWireSchema = demographicStagesOf({
  status: matchStatus,
  title: text,
  rows: listOf(
    closedRecord({
      dimension: text,
      title: text,
      /** People who reached the stage; null when from 1 to 4. */
      total: hiddenCount,
      /** One count per group, null where hidden (fewer than 5, or one that would let a hidden one be worked out). */
      cells: listOf(closedRecord({ group: text, title: text, count: hiddenCount })),
    }),
  ),
});

/** One group of one dimension at one stage, judged by the four-fifths rule. */
export const impactGroupWireSchema = closedRecord({
  dimension: text,
  group: text,
  title: text,
  n: hiddenCount,
  selected: hiddenCount,
  rate: numberOrNull,
  /** Null for a group too small to judge, or when its counts or the reference group's are hidden. */
  impact_ratio: numberOrNull,
  flagged: boolean,
  /** The group the others are compared with: the highest rate among judged groups that stated an answer. */
  reference: boolean,
  /** How the difference from the reference was tested (Fisher's exact test, or the two-proportion z test). */
  significance_test: { type: ['string', 'null'], enum: ['fisher', 'z', null] },
  /** Two-sided p-value of that test; null with no ratio, and for the reference itself. */
  p_value: numberOrNull,
  /** Flagged, but a difference this large could well be chance (p of 0.05 or more). */
  may_be_chance: boolean,
});

/** GET /api/staff/reports/adverse-impact/: the four-fifths rule at each filter and stage. */
export const adverseImpactReportWireSchema = demographicStagesOf({
  /** `filter:<name>`, `status:<status>` or `scoring`. */
  stage: text,
  title: text,
  /** Who is counted: the people matching could consider for the role, or the matches of the scope. */
  unit: oneOf(['people', 'matches']),
  groups: listOf(impactGroupWireSchema),
});

export type AdverseImpactStageWire = FromSchema<typeof adverseImpactReportWireSchema>['stages'][number];

/** Each report's answer schema by the name in its address, GET /api/staff/reports/{name}/. */
interface ReportWireSchemas {
  funnel: typeof funnelReportWireSchema;
  'time-in-status': typeof timeInStatusReportWireSchema;
  fees: typeof feesReportWireSchema;
  diversity: typeof diversityReportWireSchema;
  'adverse-impact': typeof adverseImpactReportWireSchema;
}

export type ReportName = keyof ReportWireSchemas;

/** Each report as the browser reads it (keys in camelCase), by name: what useReport(name) answers. */
export type ReportAnswers = { [Name in ReportName]: CamelWire<ReportWireSchemas[Name]> };

/** The reports the screens name parts of. */
export type FunnelReport = ReportAnswers['funnel'];
export type TimeInStatusReport = ReportAnswers['time-in-status'];
export type AdverseImpactReport = ReportAnswers['adverse-impact'];
