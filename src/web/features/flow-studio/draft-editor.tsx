import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DraftStepForm } from './draft-step-form';
import { ProblemsSummary } from './problems-summary';
import { StepList } from './step-list';

/** The Edit panel: problems elsewhere at the top, the steps and a search on the left, the open step in words on the right. */
export function DraftEditor({
  stepName,
  focus,
  onOpen,
}: {
  stepName: string | null;
  focus: string | null;
  onOpen: (step: string, field?: string | null) => void;
}) {
  return (
    <Stack spacing={2}>
      <ProblemsSummary selected={stepName} onOpen={(step) => onOpen(step)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <StepList selected={stepName} onOpen={(step, field) => onOpen(step, field)} />
        {stepName ? (
          <DraftStepForm stepName={stepName} focus={focus} onSelect={(step) => onOpen(step)} />
        ) : (
          <Typography color="text.secondary">Choose a step to change it and its questions.</Typography>
        )}
      </Box>
    </Stack>
  );
}
