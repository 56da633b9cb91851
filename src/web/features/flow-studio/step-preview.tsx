import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { findStep, type Flow } from '../../../flows';
import { StepForm } from '../../forms/step-form';

const noSave = async () => undefined;
const stay = () => undefined;

/** The step drawn by the same renderer people see, with no answers yet (saving does nothing here). */
export function StepPreview({ flow, stepName }: { flow: Flow; stepName: string }) {
  const step = findStep(flow, stepName);
  if (!step) return <Alert severity="info">This step is not in the draft.</Alert>;
  return (
    <Box data-testid="step-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <StepForm
        key={`${flow.version}-${stepName}-${JSON.stringify([step, step.questions.map((field) => flow.questions[field])])}`}
        flow={flow}
        step={step}
        saved={{}}
        onSave={noSave}
        onContinue={stay}
        onBack={null}
        context={{ userId: 0 }}
      />
    </Box>
  );
}
