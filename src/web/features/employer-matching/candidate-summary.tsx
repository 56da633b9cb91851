import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMatchCandidate } from '../../api/matching/matches-api';

/** The candidate's profile summary (no demographics, no contact details: the server leaves them out). */
export function CandidateSummary({ matchId }: { matchId: number }) {
  const candidate = useMatchCandidate(matchId);
  if (candidate.data === undefined) {
    if (candidate.error !== undefined) {
      return (
        <Alert severity="warning">
          The profile could not be loaded. {candidate.error.message}
        </Alert>
      );
    }
    return <Skeleton variant="rounded" height={80} aria-label="Loading the profile" />;
  }
  const { headline, summary } = candidate.data;
  const lines = Array.isArray(summary) ? summary.filter((line) => typeof line?.label === 'string' && typeof line?.value === 'string' && line.value.trim() !== '') : [];
  return (
    <Box component="section" aria-label="Profile summary">
      {typeof headline === 'string' && headline.trim() !== '' && <Typography sx={{ mb: 1 }}>{headline}</Typography>}
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No profile details to show yet.
        </Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2, rowGap: 0.5 }}>
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
  );
}
