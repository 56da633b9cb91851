import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useOrganizationChoices, useReport, type AdverseImpactReport, type ReportFilters } from '../../api/staff/reports-api';
import { PageHeading } from '../../components/page-heading';
import { InvoicesSection } from './invoices-section';
import { FunnelChart, TimeInStatusChart } from './report-charts';
import { count, HIDDEN_COUNT, money, percent, ReportSection, type Cell } from './report-section';

const FILTER_NAMES = ['from', 'to', 'employer', 'role'] as const;

/** The filters the address bar holds, so a report can be bookmarked and shared. */
function useFilters(): [ReportFilters & { stage?: string; impact_stage?: string }, (name: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries([...FILTER_NAMES, 'stage', 'impact_stage'].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [filters, set];
}

/** A choice left empty reads "All organizations" or "Every stage", not a blank box (MUI hides an empty value's item). */
const SHOW_EVERY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface StageChoiceProps {
  value: string | undefined;
  stages: readonly { value: string; title: string }[];
  /** '' for every stage. */
  onChange: (value: string) => void;
}

/** The stage a table shows, or every stage. */
function StageChoice({ value, stages, onChange }: StageChoiceProps) {
  return (
    <TextField select label="Stage" value={value ?? ''} onChange={(event) => onChange(event.target.value)} slotProps={SHOW_EVERY} sx={{ minWidth: 240, mb: 2 }}>
      <MenuItem value="">Every stage</MenuItem>
      {stages.map((stage) => (
        <MenuItem key={stage.value} value={stage.value}>
          {stage.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

type ImpactGroup = AdverseImpactReport['stages'][number]['groups'][number];

/** The ratio in words: the reference group is named as such; a group without one says why. */
function impactRatioWords(group: ImpactGroup): string {
  if (group.reference) return '1.00 (reference)';
  if (group.impactRatio !== null) return group.impactRatio.toFixed(2);
  return group.n !== null && group.n >= 30 ? 'Not shown (a count is hidden)' : 'Too few to judge';
}

/** The four-fifths flag with its test: a flag the numbers could well give by chance says so. */
function flagWords(group: ImpactGroup): string {
  if (!group.flagged) return '';
  const p = group.pValue === null ? '' : ` (p = ${group.pValue < 0.001 ? '< 0.001' : group.pValue.toFixed(3)})`;
  return group.mayBeChance ? `Below four fifths, but may be chance${p}` : `Below four fifths${p}`;
}

const days = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 1 }));

/** /dashboard/reports (staff, issue 27): funnel, time in status, fees and invoices, diversity and adverse impact. */
export function ReportsScreen() {
  const [filters, setFilter] = useFilters();
  const { stage, impact_stage: impactStage, ...scope } = filters;
  const organizations = useOrganizationChoices();
  const funnel = useReport('funnel', scope);
  const time = useReport('time-in-status', scope);
  const fees = useReport('fees', scope);
  const diversity = useReport('diversity', { ...scope, stage });
  const impact = useReport('adverse-impact', scope);

  const diversityRows: Cell[][] = (diversity.data?.stages ?? []).flatMap((row) =>
    row.rows.flatMap((dimension) => dimension.cells.map((cell) => [row.title, dimension.title, cell.title, count(cell.count), count(dimension.total)])),
  );
  const impactStages = impact.data?.stages ?? [];
  // A stage in a shared address that this scope does not have (a filter without a role) shows every stage.
  const chosenImpactStage = impactStages.some((row) => row.stage === impactStage) ? impactStage : undefined;
  const impactRows: Cell[][] = impactStages
    .filter((row) => chosenImpactStage === undefined || row.stage === chosenImpactStage)
    .flatMap((row) =>
      row.groups.map((group) => [
        row.title,
        group.dimension === 'gender' ? 'Gender' : 'Race and ethnicity',
        group.title,
        count(group.n),
        count(group.selected),
        percent(group.rate),
        impactRatioWords(group),
        flagWords(group),
      ]),
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>Reports</PageHeading>
      <Box
        component="form"
        aria-label="Report filters"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
      >
        <TextField
          label="Matches proposed from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Organization"
          value={filters.employer ?? ''}
          onChange={(event) => setFilter('employer', event.target.value)}
          slotProps={SHOW_EVERY}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">All organizations</MenuItem>
          {(organizations.data ?? []).map((organization) => (
            <MenuItem key={organization.id} value={String(organization.id)}>
              {organization.name}
            </MenuItem>
          ))}
        </TextField>
        {filters.role && (
          <Button variant="text" onClick={() => setFilter('role', '')}>
            Show every role
          </Button>
        )}
        <Typography color="text.secondary" sx={{ flexBasis: '100%' }}>
          Days are read in US Eastern time. Every report counts the matches proposed in the chosen days.
        </Typography>
      </Box>

      <ReportSection
        title="Funnel"
        file="funnel"
        loading={!funnel.data}
        error={funnel.error}
        onRetry={() => void funnel.mutate()}
        header={['Status', 'Reached', 'There now']}
        rows={(funnel.data?.stages ?? []).map((row) => [row.title, row.reached, row.count])}
      >
        {funnel.data && (
          <>
            <Typography sx={{ mb: 1 }}>{`${funnel.data.total.toLocaleString('en-US')} matches in all.`}</Typography>
            <FunnelChart stages={funnel.data.stages} />
          </>
        )}
      </ReportSection>

      <ReportSection
        title="Time in status"
        file="time-in-status"
        loading={!time.data}
        error={time.error}
        onRetry={() => void time.mutate()}
        header={['Status', 'Stays', 'Median days', '90th percentile days']}
        rows={(time.data?.statuses ?? []).map((row) => [row.title, row.stays, days(row.medianDays), days(row.p90Days)])}
      >
        {time.data && <TimeInStatusChart statuses={time.data.statuses} />}
      </ReportSection>

      <ReportSection
        title="Fees"
        file="fees"
        loading={!fees.data}
        error={fees.error}
        onRetry={() => void fees.mutate()}
        header={['Month', 'Hires', 'Fees of hires', 'Invoiced', 'Paid']}
        rows={(fees.data?.months ?? []).map((row) => [row.month, row.hires, money(row.hireFees), money(row.invoiced), money(row.paid)])}
      >
        {fees.data && (
          <Typography sx={{ mb: 1 }}>
            {`Open roles: ${fees.data.openRoles.count}, expected fees ${money(fees.data.openRoles.expectedFees)}`}
            {fees.data.openRoles.withoutExpectedFee > 0
              ? ` (${fees.data.openRoles.withoutExpectedFee} without a fee to expect: custom terms or no pay stated).`
              : '.'}
          </Typography>
        )}
      </ReportSection>

      <InvoicesSection employer={filters.employer} onMoved={() => void fees.mutate()} />

      <ReportSection
        title="Diversity"
        file="diversity"
        loading={!diversity.data}
        error={diversity.error}
        onRetry={() => void diversity.mutate()}
        header={['Stage reached', 'Question', 'Answer', 'People', 'All at the stage']}
        rows={diversityRows}
      >
        <StageChoice
          value={stage}
          stages={(funnel.data?.stages ?? []).map((row) => ({ value: row.status, title: row.title }))}
          onChange={(value) => setFilter('stage', value)}
        />
        {diversity.data?.withheld && <Typography sx={{ mb: 1 }}>{diversity.data.withheld}</Typography>}
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`Self-reported answers, counted once per person at each stage. Every count is rounded to a multiple of 5, up or down at random (right on average), so that no one person can be picked out by comparing two reports: 0 can stand for up to 4, and a count that rounds to 5 shows as "${HIDDEN_COUNT}".`}
        </Typography>
      </ReportSection>

      <ReportSection
        title="Adverse impact"
        file="adverse-impact"
        loading={!impact.data}
        error={impact.error}
        onRetry={() => void impact.mutate()}
        header={['Stage', 'Question', 'Group', 'People', 'Selected', 'Rate', 'Impact ratio', 'Flag']}
        rows={impactRows}
      >
        <StageChoice
          value={chosenImpactStage}
          stages={impactStages.map((row) => ({ value: row.stage, title: row.title }))}
          onChange={(value) => setFilter('impact_stage', value)}
        />
        {impact.data?.withheld && <Typography sx={{ mb: 1 }}>{impact.data.withheld}</Typography>}
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Each group’s rate against the reference: the highest rate among groups of 30 or more who stated an answer (never “Decline to State” or “Not
          answered”), the four-fifths rule. Beside a flag, Fisher’s exact test (or a z test for large groups) says how likely a difference this large is by
          chance. Counts are rounded to 5 as in the diversity table, and rates, ratios and tests are worked out from the rounded counts. Groups under 30 are too
          few to judge, and when a group that could be the reference has a hidden count no ratio is shown. The hard filters are shown when one role is chosen.
        </Typography>
      </ReportSection>
    </Container>
  );
}
