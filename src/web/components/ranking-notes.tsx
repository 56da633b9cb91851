import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface RankingNotesProps {
  /** The role's requirements the candidate lacks, in words ("French"). */
  unmetRequirements: readonly string[];
  startsLate: boolean;
}

/**
 * Why someone stands lower than their score, said wherever a candidate is read (the staff list, the debug page,
 * the employer's view): a requirement unmet ranks them after everyone who meets every one, a start after the
 * role's latest start date after everyone who can start in time.
 */
export function RankingNotes({ unmetRequirements, startsLate }: RankingNotesProps) {
  if (unmetRequirements.length === 0 && !startsLate) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {unmetRequirements.length > 0 && (
        <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600, overflowWrap: 'anywhere' }}>
          Does not meet a requirement: {unmetRequirements.join(', ')}
        </Typography>
      )}
      {startsLate && (
        <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          Can start only after the role’s latest start date
        </Typography>
      )}
    </Box>
  );
}
