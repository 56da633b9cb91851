import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FlowProblem } from '../../api/staff/flow-studio-api';
import { clearRefused, dropAnswers, mapAnswers, moveAnswers } from './migration-ops';
import { choicesOf, questionOf } from './question-lookup';
import { useStudioDraft } from './studio-context';
import { isLostAnswers } from './problem-words';

const count = (n: number | undefined, one: string, many: string) => (n === undefined ? `Some ${many}` : `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`);
const CLEAR = '__clear__';

/** A question people answered is gone: delete their answers, or say which question of the draft now takes them. */
function LostAnswers({ problem, field }: { problem: FlowProblem; field: string }) {
  const draft = useStudioDraft();
  const [to, setTo] = useState('');
  const label = questionOf(draft.published, draft.publishedResolved, field)?.label ?? 'A question';
  const newcomers = Object.keys(draft.document.questions).filter((name) => !(name in draft.published.questions));
  return (
    <Alert severity="warning" role="group" aria-label={`Answers to “${label}”`}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`${count(problem.answerSets, 'person answered', 'people answered')} “${label}”, which is no longer in the draft. What becomes of their answers?`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button size="small" variant="outlined" color="warning" onClick={() => draft.edit(dropAnswers(draft.document, draft.currentVersion, field))}>
          Delete their answers
        </Button>
        {newcomers.length > 0 && (
          <>
            <TextField select size="small" label="Or keep them as answers to" value={to} onChange={(event) => setTo(event.target.value)} sx={{ minWidth: 240 }}>
              {newcomers.map((name) => (
                <MenuItem key={name} value={name}>
                  {draft.document.questions[name]?.label ?? name}
                </MenuItem>
              ))}
            </TextField>
            <Button size="small" disabled={to === ''} onClick={() => draft.edit(moveAnswers(draft.document, draft.currentVersion, field, to))}>
              Keep them there
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** Saved answers the draft would refuse: options gone (each asks where its answers go), or values a tighter limit refuses. */
function RefusedAnswers({ problem, field }: { problem: FlowProblem; field: string }) {
  const draft = useStudioDraft();
  const was = choicesOf(draft.published, draft.publishedResolved, field);
  const now = choicesOf(draft.document, draft.resolved, field);
  const gone = (problem.values ?? []).filter(
    (entry) => was.some((choice) => choice.code === entry.value) && !now.some((choice) => choice.code === entry.value),
  );
  if (gone.length > 0) {
    return (
      <Stack spacing={1}>
        {gone.map((entry) => {
          const title = was.find((choice) => choice.code === entry.value)?.title ?? String(entry.value);
          return (
            <Alert key={String(entry.value)} severity="warning">
              <Typography
                variant="body2"
                sx={{ mb: 1 }}
              >{`${count(entry.answerSets, 'saved answer chose', 'saved answers chose')} “${title}”, which is no longer offered.`}</Typography>
              <TextField
                select
                size="small"
                label={`Where do the answers “${title}” go?`}
                value=""
                onChange={(event) =>
                  draft.edit(
                    mapAnswers(
                      draft.document,
                      draft.currentVersion,
                      field,
                      [entry.value as string],
                      event.target.value === CLEAR ? null : now[Number(event.target.value)]!.code,
                    ),
                  )
                }
                sx={{ minWidth: 280 }}
              >
                {now.map((choice, index) => (
                  <MenuItem key={String(choice.code)} value={String(index)}>{`Move them to “${choice.title}”`}</MenuItem>
                ))}
                <MenuItem value={CLEAR}>Clear them (those people are asked again)</MenuItem>
              </TextField>
            </Alert>
          );
        })}
      </Stack>
    );
  }
  const shown = (problem.values ?? []).slice(0, 8);
  return (
    <Alert severity="warning">
      <Typography variant="body2">{`${count(problem.answerSets, 'saved answer', 'saved answers')} would no longer be accepted.`}</Typography>
      {shown.length > 0 && (
        <Typography variant="body2" component="ul" sx={{ my: 1, pl: 2 }}>
          {shown.map((entry) => (
            <li key={JSON.stringify(entry.value)}>{`“${String(entry.value)}” (${count(entry.answerSets, 'person', 'people')})`}</li>
          ))}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        Loosen the limit, or clear these answers so those people are asked again.
      </Typography>
      <Button size="small" variant="outlined" color="warning" onClick={() => draft.edit(clearRefused(draft.document, draft.currentVersion, field))}>
        Clear these answers
      </Button>
    </Alert>
  );
}

/** A problem about saved answers, with the choices that settle it; choosing writes the answer move into the draft. */
export function AnswerProblem({ problem }: { problem: FlowProblem }) {
  const field = problem.question;
  if (field === undefined) return null;
  if (isLostAnswers(problem)) return <LostAnswers problem={problem} field={field} />;
  return <RefusedAnswers problem={problem} field={field} />;
}
