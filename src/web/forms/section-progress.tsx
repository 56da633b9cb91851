import { useMemo } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { progress as flowProgress, type Answers, type Flow } from '../../flows';
import { sectionAnswered } from '../../flows/section-answered';
import { answersValidator } from './answers-validator';

interface SectionProgressProps {
  flow: Flow;
  /** The saved answers (the same object while they do not change). */
  answers: Answers;
  /** The step shown: its section is the one named and counted. */
  stepName: string;
  section: string;
}

/** The current section by name and place, and how much of it the person has answered. */
export function SectionProgress({ flow, answers, stepName, section }: SectionProgressProps) {
  // Counting validates every step of the section: once per change of the saved answers, not on every render of the
  // step (a keystroke, Saving…), which had it run some thirty times per Continue (issue 38 item 8).
  const progress = useMemo(() => flowProgress(flow, answers, stepName), [flow, answers, stepName]);
  const answered = useMemo(() => sectionAnswered(flow, answers, answersValidator, section), [flow, answers, section]);
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
