import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { MATCH_STATUSES } from '../../../shared/match-statuses';
import type { MatchFacts } from '../../../shared/match-transitions';
import type { Match } from '../../api/matching/matches-api';
import { useMatches } from '../../api/matching/matches-api';
import { LoadFailure } from '../../components/load-failure';
import { LoadingRows } from './loading-rows';
import { MatchCard } from './match-card';
import { useCardMemory } from './card-memory';
import { RoleHeader } from './role-header';
import { statusWords } from './status-words';

/** Matches grouped by status, in the order of the lifecycle; unknown statuses last, under their raw value. */
export function groupByStatus(matches: readonly Match[]): [string, Match[]][] {
  const order = new Map<string, number>(MATCH_STATUSES.map(([value], index) => [value, index]));
  const groups = new Map<string, Match[]>();
  for (const match of matches) groups.set(match.status, [...(groups.get(match.status) ?? []), match]);
  return [...groups.entries()].sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99) || a.localeCompare(b));
}

/** The role's other matches (archived ones too), as the status rules read them. */
function othersOf(all: readonly Match[], match: Match): MatchFacts[] {
  return all.filter((other) => other.id !== match.id).map((other) => ({ status: other.status, archived: other.archived }));
}

/** Staff, /role/matches/:roleUuid: the role's pipeline by status, each match with its history, a note and a status move. */
export function RolePipelineScreen() {
  const roleUuid = useParams<{ roleUuid: string }>().roleUuid ?? '';
  const matches = useMatches({ role: roleUuid });
  const [showEnded, setShowEnded] = useState(false);
  // A link to one match (#match-12) shows it even when it is archived.
  const { hash } = useLocation();
  const targetId = /^#match-\d+$/.test(hash) ? Number(hash.slice('#match-'.length)) : null;
  const memory = useCardMemory(targetId);

  let body;
  if (matches.data === undefined) {
    body =
      matches.error !== undefined ? (
        <LoadFailure what="The role’s matches could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />
      ) : (
        <LoadingRows label="Loading the role’s matches" />
      );
  } else if (matches.data.length === 0) {
    body = <Typography>This role has no matches yet. Propose candidates from its Candidates page.</Typography>;
  } else {
    const all = matches.data;
    const ended = all.filter((match) => match.archived).length;
    const shown = showEnded ? matches.data : matches.data.filter((match) => !match.archived || match.id === targetId);
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography role="status">
            {matches.data.length - ended} active, {ended} archived
          </Typography>
          <FormControlLabel control={<Switch checked={showEnded} onChange={(event) => setShowEnded(event.target.checked)} />} label="Show archived matches" />
        </Box>
        {shown.length === 0 ? (
          <Typography>Every match of this role is archived.</Typography>
        ) : (
          groupByStatus(shown).map(([status, group]) => (
            <section key={status} aria-labelledby={`status-${status}`}>
              <Typography id={`status-${status}`} variant="h2" sx={{ mb: 1.5, fontSize: '1.15rem' }}>
                {statusWords(status)} ({group.length})
              </Typography>
              <Box component="ul" aria-label={statusWords(status)} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {group.map((match) => (
                  <MatchCard key={match.id} match={match} others={othersOf(all, match)} memory={memory} />
                ))}
              </Box>
            </section>
          ))
        )}
      </>
    );
  }
  return (
    <Stack spacing={2.5}>
      <RoleHeader roleUuid={roleUuid} page="pipeline" heading="Pipeline" />
      {body}
    </Stack>
  );
}
