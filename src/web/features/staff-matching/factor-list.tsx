import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CandidateFactor } from '../../api/matching/candidates-api';
import { formatValue, ruleName } from './format-value';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Each factor of a score: its name, points of its maximum, and the line that says why. */
export function FactorList({ factors, label }: { factors: readonly CandidateFactor[]; label: string }) {
  if (factors.length === 0) return <Typography variant="body2">No factors were scored.</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {factors.map((factor) => (
        <Box
          component="li"
          key={factor.name}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(10rem, 14rem) 5rem 1fr' }, columnGap: 1.5, alignItems: 'baseline' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ruleName(factor.name)}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: { xs: 'right', sm: 'left' }, whiteSpace: 'nowrap' }}>
            {numberFormat.format(factor.points)} / {numberFormat.format(factor.maxPoints)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}>
            {factor.reason}
            {(factor.roleValue !== undefined || factor.jobseekerValue !== undefined) && (
              <>
                {' '}
                (role: {formatValue(factor.roleValue)}; job seeker: {formatValue(factor.jobseekerValue)})
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
