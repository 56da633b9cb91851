import { Box, LinearProgress, Typography } from '@mui/material';

/** How complete the organisation's profile is: the share of valid questions (spec 001 §2.2). */
export function CompanyProfileProgress({ percent, position }: { percent: number; position: { index: number; total: number } }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography variant="overline" component="p">
          Company profile · question {position.index} of {position.total}
        </Typography>
        <Typography variant="overline" component="p">
          {percent}% complete
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={`Company profile: ${percent}% complete`} />
    </Box>
  );
}
