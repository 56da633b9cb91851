import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CandidateExplanation } from '../../api/matching/candidates-api';
import { useCandidateExplanation } from '../../api/matching/candidates-api';
import { useRole } from '../../api/roles/use-role';
import { LoadFailure } from '../../components/load-failure';
import { FullWidthBox } from '../../components/full-width-box';
import { RankingNotes } from '../../components/ranking-notes';
import { PageHeading } from '../../components/page-heading';
import { roleTitle } from '../../roles/role-title';
import { formatValue, ruleName } from './format-value';
import { ProposeMatchButton } from './propose-match-button';
import { jobseekerName } from '../../api/matching/search-api';
import { LoadingRows } from './loading-rows';
import type { PickedOption } from './search-picker';
import { SearchPicker } from './search-picker';
import { RuleTable } from './rule-table';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function Verdict({ explanation }: { explanation: CandidateExplanation }) {
  const version = explanation.algorithmVersion === null ? '' : ` (algorithm ${explanation.algorithmVersion})`;
  if (explanation.eligible) {
    return (
      <Alert severity="success">
        Eligible: passes every filter and scores {explanation.score === null ? 'no points' : `${Math.round(explanation.score)} of 100`}
        {version}.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      Not eligible{version}: {explanation.failedFilters.length === 1 ? '1 filter excludes' : `${explanation.failedFilters.length} filters exclude`} this job
      seeker.
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {explanation.failedFilters.map((failed) => (
          <li key={failed.name}>
            <strong>{ruleName(failed.name)}</strong>: {failed.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function Explanation({ explanation, roleUuid, jobseekerId }: { explanation: CandidateExplanation; roleUuid: string; jobseekerId: number }) {
  const name = explanation.jobseeker === null ? `Job seeker #${jobseekerId}` : jobseekerName(explanation.jobseeker);
  return (
    <Stack spacing={3}>
      <Verdict explanation={explanation} />
      <RankingNotes unmetRequirements={explanation.unmetRequirements} startsLate={explanation.startsLate} />
      {/* Staff may propose someone a filter excludes: the dialog names the filters, and the match records the override. */}
      <ProposeMatchButton
        roleUuid={roleUuid}
        jobseekerId={jobseekerId}
        name={name}
        existingMatchId={explanation.matchId}
        failedFilters={explanation.failedFilters.map((failed) => ruleName(failed.name))}
      />
      <section aria-labelledby="debug-filters-heading">
        <Typography id="debug-filters-heading" variant="h2" sx={{ mb: 1.5 }}>
          Filters
        </Typography>
        {explanation.filters.length === 0 ? (
          <Typography>The server listed no filters.</Typography>
        ) : (
          <RuleTable
            label="Filters"
            heads={['Filter', 'Result']}
            rows={explanation.filters.map((filter) => ({
              key: filter.name,
              name: ruleName(filter.name),
              result: (
                <Chip
                  size="small"
                  color={filter.passed ? 'success' : 'error'}
                  variant={filter.passed ? 'outlined' : 'filled'}
                  label={filter.passed ? 'Passed' : 'Failed'}
                />
              ),
              role: formatValue(filter.roleValue),
              jobseeker: formatValue(filter.jobseekerValue),
              why: filter.reason,
            }))}
          />
        )}
      </section>
      <section aria-labelledby="debug-factors-heading">
        <Typography id="debug-factors-heading" variant="h2" sx={{ mb: 1.5 }}>
          Factors
        </Typography>
        {explanation.factors.length === 0 ? (
          <Typography>No factors were scored{explanation.eligible ? '' : ': a job seeker who fails a filter is not scored'}.</Typography>
        ) : (
          <RuleTable
            label="Factors"
            heads={['Factor', 'Points']}
            numeric
            rows={explanation.factors.map((factor) => ({
              key: factor.name,
              name: ruleName(factor.name),
              result: `${numberFormat.format(factor.points)} / ${numberFormat.format(factor.maxPoints)}`,
              role: formatValue(factor.roleValue),
              jobseeker: formatValue(factor.jobseekerValue),
              why: factor.reason,
            }))}
          />
        )}
      </section>
    </Stack>
  );
}

function jobseekerOf(search: URLSearchParams): number | null {
  const raw = search.get('jobseeker');
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/**
 * Staff, /matching/debug (a path of ours, the Matches menu's "Debug algorithm"): one role and one job seeker,
 * every filter passed or failed and every factor, with the role's value beside the job seeker's. The choice is
 * kept in the address, so a link from a candidate opens it filled in.
 */
export function DebugAlgorithmScreen() {
  const [search, setSearch] = useSearchParams();
  const roleUuid = search.get('role');
  const jobseekerId = jobseekerOf(search);
  const [picked, setPicked] = useState<{ role: PickedOption | null; jobseeker: PickedOption | null }>({ role: null, jobseeker: null });
  const role = useRole(roleUuid !== null && picked.role?.key !== roleUuid ? roleUuid : null);
  const explanation = useCandidateExplanation(roleUuid, jobseekerId);

  const roleValue: PickedOption | null =
    roleUuid === null
      ? null
      : picked.role?.key === roleUuid
        ? picked.role
        : { key: roleUuid, label: role.data === undefined ? 'The chosen role' : `${roleTitle(role.data.jobTitle)} · ${role.data.employer.name}` };
  const jobseekerValue: PickedOption | null =
    jobseekerId === null
      ? null
      : picked.jobseeker?.key === String(jobseekerId)
        ? picked.jobseeker
        : { key: String(jobseekerId), label: explanation.data?.jobseeker ? jobseekerName(explanation.data.jobseeker) : `Job seeker #${jobseekerId}` };

  function choose(kind: 'role' | 'jobseeker', option: PickedOption | null): void {
    setPicked((current) => ({ ...current, [kind]: option }));
    const next = new URLSearchParams(search);
    if (option === null) next.delete(kind);
    else next.set(kind, option.key);
    setSearch(next, { replace: true });
  }

  let body;
  if (roleUuid === null || jobseekerId === null) {
    body = <Typography color="text.secondary">Choose a role and a job seeker to see every filter and factor for the pair.</Typography>;
  } else if (explanation.data === undefined) {
    body =
      explanation.error !== undefined ? (
        <LoadFailure what="The explanation could not be loaded." message={explanation.error.message} onRetry={() => void explanation.mutate()} />
      ) : (
        <LoadingRows label="Explaining the match" rows={2} height={160} />
      );
  } else {
    body = <Explanation explanation={explanation.data} roleUuid={roleUuid} jobseekerId={jobseekerId} />;
  }

  return (
    <FullWidthBox>
      <Stack spacing={2}>
        <PageHeading>Debug algorithm</PageHeading>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SearchPicker type="roles" label="Role" value={roleValue} onChange={(option) => choose('role', option)} />
          <SearchPicker type="jobseekers" label="Job seeker" value={jobseekerValue} onChange={(option) => choose('jobseeker', option)} />
        </Box>
        {body}
      </Stack>
    </FullWidthBox>
  );
}
