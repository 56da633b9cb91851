import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AddQuestion } from './add-question';
import { ConditionBuilder } from './condition-builder';
import { ANSWER_KINDS, problemInWords } from './problem-words';
import { QuestionEditor } from './question-editor';
import { fieldsBefore } from './question-lookup';
import { StepActions } from './step-actions';
import { stepWords, withStepTitle } from './structure-edits';
import { useStudioDraft } from './studio-context';

/**
 * The chosen step in words: its heading, when it is shown, its questions (each with its own editor and problems),
 * adding a question, and moving, adding or removing steps. `focus` is a question to scroll to (found by search).
 */
export function DraftStepForm({ stepName, focus, onSelect }: { stepName: string; focus: string | null; onSelect: (step: string) => void }) {
  const draft = useStudioDraft();
  const { document } = draft;
  const [added, setAdded] = useState<string | null>(null);
  const target = added ?? focus;
  useEffect(() => {
    if (target) globalThis.document.querySelector(`[data-field="${CSS.escape(target)}"]`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [target, stepName]);
  const step = document.steps.find((candidate) => candidate.name === stepName);
  if (!step) return <Alert severity="info">This step is no longer in the draft. Choose another one.</Alert>;
  const problems = draft.problems.filter(
    (problem) => problem.step === stepName && (problem.question === undefined || !(problem.question in document.questions)),
  );
  return (
    <Stack spacing={2} component="section" aria-label="Step" sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {stepWords(document, step)}
        </Typography>
        <Typography variant="body2" color="text.secondary">{`Section: ${step.section}${step.subsection ? `, ${step.subsection}` : ''}`}</Typography>
      </div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StepActions stepName={stepName} onSelect={onSelect} />
      </Stack>
      {problems
        .filter((problem) => !ANSWER_KINDS.has(problem.kind))
        .map((problem, at) => (
          <Alert key={at} severity="error">
            {problemInWords(problem, document)}
          </Alert>
        ))}
      <TextField
        label="Heading"
        helperText={`Leave empty to show the section's name, “${step.section}”.`}
        value={step.title ?? ''}
        onChange={(event) => draft.edit(withStepTitle(document, stepName, event.target.value))}
      />
      <ConditionBuilder
        label="Show this step"
        value={step.when}
        document={document}
        resolved={draft.resolved}
        fields={fieldsBefore(document, stepName)}
        onChange={(when) =>
          draft.edit({
            ...document,
            steps: document.steps.map((candidate) => {
              if (candidate.name !== stepName) return candidate;
              const { when: _old, ...rest } = candidate;
              return when === undefined ? rest : { ...rest, when };
            }),
          })
        }
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {step.questions.length === 0 ? 'No questions on this step yet' : `Questions on this step (${step.questions.length})`}
      </Typography>
      {step.questions.map((field, index) => (
        <QuestionEditor key={field} step={stepName} field={field} index={index} count={step.questions.length} />
      ))}
      <AddQuestion step={stepName} onAdded={setAdded} />
    </Stack>
  );
}
