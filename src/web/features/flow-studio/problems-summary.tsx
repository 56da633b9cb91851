import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FlowProblem } from '../../api/staff/flow-studio-api';
import { AnswerProblem } from './answer-problem';
import { problemInWords, isLostAnswers } from './problem-words';
import { useStudioDraft } from './studio-context';

/** The step of the draft a problem is at: its own, or the step asking its question. */
function stepOf(problem: FlowProblem, steps: { name: string; questions: string[] }[]): string | undefined {
  if (problem.question !== undefined) {
    const asking = steps.find((step) => step.questions.includes(problem.question!));
    if (asking) return asking.name;
  }
  return steps.some((step) => step.name === problem.step) ? problem.step : undefined;
}

/**
 * The problems not shown at the open step, at the top of the editor in words: each with a button to its step, or,
 * for answers to a question no longer in the draft, the choices that settle them; a draft that changes nothing says so.
 */
export function ProblemsSummary({ selected, onOpen }: { selected: string | null; onOpen: (step: string) => void }) {
  const { document, problems } = useStudioDraft();
  const elsewhere = problems.filter((problem) => stepOf(problem, document.steps) !== selected);
  if (elsewhere.length === 0) return null;
  return (
    <Stack spacing={1} aria-label="Problems elsewhere in the draft" role="region">
      {elsewhere.slice(0, 12).map((problem, index) => {
        if (isLostAnswers(problem) && problem.question !== undefined && !(problem.question in document.questions))
          return <AnswerProblem key={index} problem={problem} />;
        if (problem.kind === 'unchanged')
          return (
            <Alert key={index} severity="info">
              This draft changes nothing yet: make a change before publishing.
            </Alert>
          );
        const step = stepOf(problem, document.steps);
        return (
          <Alert
            key={index}
            severity="error"
            action={
              step ? (
                <Button color="inherit" size="small" onClick={() => onOpen(step)}>
                  Open its step
                </Button>
              ) : undefined
            }
          >
            {problemInWords(problem, document)}
          </Alert>
        );
      })}
      {elsewhere.length > 12 && <Alert severity="error">{`And ${elsewhere.length - 12} more problems: open the steps marked in the list.`}</Alert>}
    </Stack>
  );
}
