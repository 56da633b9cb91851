import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { matchStatusLabel } from '../../../shared/match-statuses';
import type { Match } from '../../api/matching/matches-api';
import { useMatches } from '../../api/matching/matches-api';
import { useRole } from '../../api/roles/use-role';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { roleTitle } from '../../roles/role-title';
import { MATCHING_DASHBOARD_PATH } from './candidate-actions';
import { CandidatePanel, type CandidateRole } from './candidate-panel';
import { CANDIDATE_STAGES, candidateName, groupByStage } from './candidate-stages';
import { feePercentOf } from '../../../shared/first-year-salary';
import { MatchingAccessGate } from './matching-access-gate';

/** The query parameter naming the open candidate, so a notification or a reload opens the same one. */
export const MATCH_PARAM = 'match';

export const NO_ROLE_CANDIDATES_TEXT = 'No candidates for this role yet. We will send candidates once our team has confirmed them.';
export const ROLE_NOT_FOUND_TEXT = "This role was not found among your organization's roles. Open it from the matches list.";
export const CHOOSE_CANDIDATE_TEXT = 'Choose a candidate to see their profile and move them on.';

/**
 * The candidates of one role at /matching/:activeRole (issue 11 item 5), grouped by stage, with the chosen
 * candidate's profile summary, moves and history.
 */
export function EmployerRoleCandidatesScreen() {
  const { activeRole = '' } = useParams();
  return (
    <MatchingAccessGate heading="Candidates">
      <RoleCandidates roleUuid={activeRole} />
    </MatchingAccessGate>
  );
}

function RoleCandidates({ roleUuid }: { roleUuid: string }) {
  const role = useRole(roleUuid);
  const matches = useMatches({ role: roleUuid });
  const [params, setParams] = useSearchParams();
  // Whether a candidate was chosen on this page (then the panel takes focus), not opened from a link.
  const [picked, setPicked] = useState(false);
  const chosenId = Number(params.get(MATCH_PARAM));

  const roleFacts: CandidateRole = {
    // The title comes from the role, or from its matches when the role call is refused or still loading.
    title: role.data !== undefined ? roleTitle(role.data.jobTitle) : roleTitle(matches.data?.[0]?.roleTitle),
    feePercent: feePercentOf(role.data?.agreedFeePercent),
    // From the role, else from its matches; unknown counts as open: the server has the last word on a move anyway.
    status: role.data?.status ?? matches.data?.[0]?.roleStatus ?? 'open',
  };
  const back = (
    <Button component={RouterLink} to={MATCHING_DASHBOARD_PATH} size="small" sx={{ alignSelf: 'flex-start' }}>
      Back to matches
    </Button>
  );

  // Another organisation's role, or a mistyped address: the role call refuses it and it has no candidates to show.
  const roleMissing = (role.error?.status === 404 || role.error?.status === 403) && (matches.data?.length ?? 0) === 0;
  if (roleMissing) {
    return (
      <Stack spacing={2}>
        {back}
        <PageHeading>Candidates</PageHeading>
        <Alert severity="warning">{ROLE_NOT_FOUND_TEXT}</Alert>
      </Stack>
    );
  }

  if (matches.data === undefined) {
    return (
      <Stack spacing={2}>
        {back}
        <PageHeading>Candidates</PageHeading>
        {matches.error !== undefined ? (
          <LoadFailure what="The candidates could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />
        ) : (
          <Stack spacing={2} role="status" aria-label="Loading the candidates">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        )}
      </Stack>
    );
  }

  const groups = groupByStage(matches.data);
  const chosen = matches.data.find((match) => match.id === chosenId);
  // The single-candidate rule reads the role's other matches: one of them may already hold the offer.
  const others = matches.data.filter((match) => match.id !== chosenId);
  const choose = (match: Match): void => {
    setPicked(true);
    setParams({ [MATCH_PARAM]: String(match.id) });
  };

  return (
    <Stack spacing={2}>
      {back}
      <PageHeading>{roleFacts.title}</PageHeading>
      {matches.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography>{NO_ROLE_CANDIDATES_TEXT}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Stack component="nav" aria-label="Candidates by stage" spacing={2}>
            {CANDIDATE_STAGES.map(({ key, label }) =>
              groups[key].length === 0 ? null : (
                <Box key={key} component="section" aria-label={label}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {label} ({groups[key].length})
                  </Typography>
                  <List dense disablePadding>
                    {groups[key].map((match) => (
                      <ListItem key={match.id} disablePadding>
                        <ListItemButton
                          selected={match.id === chosenId}
                          aria-current={match.id === chosenId ? 'true' : undefined}
                          onClick={() => choose(match)}
                        >
                          <ListItemText
                            primary={candidateName(match)}
                            secondary={[matchStatusLabel(match.status), match.seen === false && !match.archived ? 'New' : null]
                              .filter((part) => part !== null)
                              .join(' · ')}
                          />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </Box>
              ),
            )}
          </Stack>
          {chosen !== undefined ? (
            <CandidatePanel key={chosen.id} match={chosen} role={roleFacts} others={others} takeFocus={picked} />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Typography color="text.secondary">
                {params.has(MATCH_PARAM) ? 'That candidate is not among the candidates of this role. ' : ''}
                {CHOOSE_CANDIDATE_TEXT}
              </Typography>
            </Paper>
          )}
        </Box>
      )}
    </Stack>
  );
}
