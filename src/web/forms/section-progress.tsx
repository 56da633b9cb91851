import { Box, LinearProgress, Typography } from '@mui/material';
import type { Progress } from '../../flows';

/** Where the person is in the flow: the current section by name, and how far through the whole walk. */
export function SectionProgress({ progress }: { progress: Progress }) {
  const index = progress.sections.findIndex((section) => section.current);
  const current = progress.sections[index];
  const withSteps = progress.sections.filter((section) => section.total > 0);
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography variant="overline" component="p">
          {current ? `${current.section} · section ${withSteps.indexOf(current) + 1} of ${withSteps.length}` : 'Profile'}
        </Typography>
        <Typography variant="overline" component="p">
          {progress.percent}% complete
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={progress.percent} aria-label={`Profile progress: ${progress.percent}% complete`} />
    </Box>
  );
}
