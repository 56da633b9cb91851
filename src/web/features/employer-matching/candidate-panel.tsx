import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ContactCards } from '../../matches/contact-cards';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { matchStatusLabel } from '../../../shared/match-statuses';
import type { Match } from '../../api/matching/matches-api';
import { CandidateActions } from './candidate-actions';
import { candidateName } from './candidate-stages';
import { CandidateSummary } from './candidate-summary';
import { MatchHistory } from './match-history';
import { useMarkSeen } from '../../api/matching/use-mark-seen';
import type { MatchFacts } from '../../../shared/match-transitions';

/** What the panel's moves need of the role: its title for their wording, the agreed fee for a hire, its status for the rules. */
export interface CandidateRole {
  title: string;
  feePercent: number | null;
  status: string;
}

interface CandidatePanelProps {
  match: Match;
  role: CandidateRole;
  /** The role's other matches: with its status, what the rules read to say which moves are possible. */
  others: readonly MatchFacts[];
  /** Chosen from the list just now: the name takes focus, so keyboard and screen-reader users (and phones, where the panel sits below the list) land on it. */
  takeFocus?: boolean;
}

/** One candidate of the role: status, profile summary, the employer's moves and the history. Opening it marks it seen. */
export function CandidatePanel({ match, role, others, takeFocus = false }: CandidatePanelProps) {
  useMarkSeen([match]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const name = candidateName(match);
  return (
    <Paper component="section" variant="outlined" aria-label={`Candidate ${name}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
            {name}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={matchStatusLabel(match.status)} color={match.archived ? 'default' : 'primary'} variant="outlined" />
            {match.archived && match.status !== 'hired' && <Chip size="small" label="Archived" />}
            {match.score !== null && (
              <Typography variant="body2" color="text.secondary">
                Match score {Math.round(match.score)} of 100
              </Typography>
            )}
            {!match.archived && match.waitingOn === 'employer' && (
              <Typography variant="body2" color="secondary.main" sx={{ fontWeight: 600 }}>
                Waiting on you
              </Typography>
            )}
          </Stack>
        </div>
        <CandidateSummary matchId={match.id} />
        <ContactCards matchId={match.id} />
        <Link component={RouterLink} to={`/messages?match=${match.id}`} variant="body2">
          Messages about this candidate
        </Link>
        <Divider />
        <CandidateActions match={match} roleTitle={role.title} feePercent={role.feePercent} roleStatus={role.status} others={others} />
        <Divider />
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            History
          </Typography>
          <MatchHistory matchId={match.id} />
        </div>
      </Stack>
    </Paper>
  );
}
