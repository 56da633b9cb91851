import { Box, LinearProgress, Typography } from '@mui/material';
import type { Progress } from '../../flows';
import type { SectionAnswered } from '../../flows/section-answered';

interface SectionProgressProps {
  /** Which section the current step is in (progress's `current` flag). */
  progress: Progress;
  /** How much of that section is answered: what the bar and its words show, not where the step stands. */
  answered: SectionAnswered;
}

/** The current section by name and place, and how much of it the person has answered. */
export function SectionProgress({ progress, answered }: SectionProgressProps) {
  const current = progress.sections.find((section) => section.current);
  const withSteps = progress.sections.filter((section) => section.total > 0);
  const name = current?.section ?? 'Profile';
  const words = `${answered.answered} of ${answered.total} ${answered.total === 1 ? 'question' : 'questions'} answered`;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography variant="overline" component="p">
          {current ? `${name} · section ${withSteps.indexOf(current) + 1} of ${withSteps.length}` : name}
        </Typography>
        <Typography variant="overline" component="p">
          {words}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={answered.percent} aria-label={`${name}: ${words}`} />
    </Box>
  );
}
