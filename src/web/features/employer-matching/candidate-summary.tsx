import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useMatchCandidate, type MatchCandidate } from '../../api/matching/matches-api';
import { RankingNotes } from '../../components/ranking-notes';

/** The candidate's profile summary (no demographics, no contact details: the server leaves them out). */
export function CandidateSummary({ matchId }: { matchId: number }) {
  const candidate = useMatchCandidate(matchId);
  if (candidate.data === undefined) {
    if (candidate.error !== undefined) {
      return <Alert severity="warning">The profile could not be loaded. {candidate.error.message}</Alert>;
    }
    return <Skeleton variant="rounded" height={80} aria-label="Loading the profile" />;
  }
  const { headline, summary, reasons, unmetRequirements, startsLate } = candidate.data;
  const lines = summary.filter((line) => line.value.trim() !== '');
  return (
    <>
      <Box component="section" aria-label="Profile summary">
        {headline !== null && headline.trim() !== '' && <Typography sx={{ mb: 1 }}>{headline}</Typography>}
        <Box sx={{ mb: 1, '&:empty': { display: 'none' } }}>
          <RankingNotes unmetRequirements={unmetRequirements} startsLate={startsLate} />
        </Box>
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No profile details to show yet.
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2, rowGap: 0.5 }}
          >
            {lines.map((line) => (
              <Box key={line.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {line.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {line.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {reasons.length > 0 && <ScoreReasons reasons={reasons} />}
    </>
  );
}

/** Why the candidate scores what they do for this role: each factor's points and the line behind them. */
function ScoreReasons({ reasons }: { reasons: NonNullable<MatchCandidate['reasons']> }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Why this score
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {reasons.map((item) => (
          <Box component="li" key={item.name}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {item.label}
              </Box>{' '}
              {item.points} of {item.maxPoints}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
