import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ContactCards } from '../../matches/contact-cards';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { matchStatusLabel } from '../../../shared/match-statuses';
import type { InterestAnswer, Match } from '../../api/matching/matches-api';
import { revalidateMatches, setInterest } from '../../api/matching/matches-api';
import { formatDate } from '../../components/format-date';
import { roleTitle } from '../../roles/role-title';
import { InterestButtons } from '../../matches/interest-buttons';
import { interestText } from '../../matches/interest-text';
import { stageText, waitingOnText } from './waiting-on-text';
import { showToast } from '../../components/toasts';

/** One match on My Matches: role, organisation, status, who it waits on, and the answer buttons while it awaits one. */
export function JobseekerMatchCard({ match }: { match: Match }) {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const { mutate } = useSWRConfig();
  const title = roleTitle(match.roleTitle);
  const since = match.statusChangedAt ?? match.updatedAt;

  async function answer(answer: InterestAnswer): Promise<void> {
    await setInterest(match.id, answer);
    setChanging(false);
    void showToast(answer.interested ? 'Thanks! We told our team you are interested.' : 'Thanks for letting us know.', { variant: 'success' });
    await revalidateMatches(mutate);
  }

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip size="small" variant="outlined" color={match.archived ? 'default' : 'primary'} label={matchStatusLabel(match.status)} />
      </Stack>
      <Typography>{match.employerName ?? 'An education organization'}</Typography>
      <Typography variant="body2" color={!match.archived && match.waitingOn === 'jobseeker' ? 'secondary.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
        {waitingOnText(match)}
      </Typography>
      {stageText(match) !== null && <Typography variant="body2">{stageText(match)}</Typography>}
      <Typography variant="body2" color="text.secondary">
        Since <time dateTime={since}>{formatDate(since)}</time>
      </Typography>
      {match.status === 'confirm_match' && !match.archived && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {match.jobseekerInterest !== null && <Typography variant="body2">{interestText(match.jobseekerInterest)}</Typography>}
          {match.jobseekerInterest === null || changing ? (
            <>
              <Typography variant="body2">We think this role fits you. Are you interested?</Typography>
              <InterestButtons describedBy={titleId} onAnswer={answer} />
            </>
          ) : (
            // Until staff act on it, the answer may be changed (the server says so by keeping the match proposed).
            <div>
              <Button size="small" aria-describedby={titleId} onClick={() => setChanging(true)}>
                Change my answer
              </Button>
            </div>
          )}
        </Stack>
      )}
      {match.contactCardVisibility !== undefined && match.contactCardVisibility !== 'none' && (
        <Box sx={{ mt: 1.5 }}>
          <ContactCards matchId={match.id} />
        </Box>
      )}
      <Link component={RouterLink} to={`/messages?match=${match.id}`} variant="body2" aria-describedby={titleId} sx={{ display: 'inline-block', mt: 1 }}>
        Messages
      </Link>
    </Paper>
  );
}
