import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useState } from 'react';
import type { Question } from '../../../flows';
import { AnswerProblem } from './answer-problem';
import { ConditionBuilder } from './condition-builder';
import { withOptionalText } from './draft-edits';
import { LimitsEditor } from './limits-editor';
import { OptionsEditor } from './options-editor';
import { ANSWER_KINDS, problemInWords } from './problem-words';
import { KIND_WORDS, questionKind } from './question-kind';
import { fieldsBefore } from './question-lookup';
import { RemoveQuestionDialog } from './remove-question-dialog';
import { moveQuestion } from './structure-edits';
import { useStudioDraft } from './studio-context';

interface QuestionEditorProps {
  step: string;
  field: string;
  index: number;
  count: number;
}

/** One question of the step in words: its text, help, whether it must be answered, options, limits, when it is asked, its problems. */
export function QuestionEditor({ step, field, index, count }: QuestionEditorProps) {
  const draft = useStudioDraft();
  const [removing, setRemoving] = useState(false);
  const question = draft.document.questions[field];
  if (!question) return null;
  const change = (next: Question) => draft.edit({ ...draft.document, questions: { ...draft.document.questions, [field]: next } });
  const kind = questionKind(question);
  const problems = draft.problems.filter((problem) => problem.question === field);
  const name = question.label || 'Untitled question';
  return (
    <Paper variant="outlined" component="section" aria-label={`Question: ${name}`} sx={{ p: 2, minWidth: 0 }} data-field={field}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {`${index + 1}. ${name}`}
            <Typography component="span" variant="body2" color="text.secondary">{` · ${KIND_WORDS[kind]}`}</Typography>
          </Typography>
          <IconButton aria-label={`Move “${name}” up`} disabled={index === 0} onClick={() => draft.edit(moveQuestion(draft.document, step, field, -1))}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Move “${name}” down`}
            disabled={index === count - 1}
            onClick={() => draft.edit(moveQuestion(draft.document, step, field, 1))}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove “${name}”`} onClick={() => setRemoving(true)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
        {problems.map((problem, at) =>
          ANSWER_KINDS.has(problem.kind) ? (
            <AnswerProblem key={at} problem={problem} />
          ) : (
            <Alert key={at} severity="error">
              {problemInWords(problem, draft.document)}
            </Alert>
          ),
        )}
        <TextField label="Question" value={question.label} onChange={(event) => change({ ...question, label: event.target.value })} multiline />
        <TextField
          label="Help text"
          helperText="Shown under the question; leave empty for none."
          value={question.help ?? ''}
          multiline
          onChange={(event) => change(withOptionalText(question, 'help', event.target.value))}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={
              <Switch
                checked={question.required !== undefined}
                onChange={(event) => change(withOptionalText(question, 'required', event.target.checked ? 'Answer this question to continue' : ''))}
              />
            }
            label="An answer is required"
            sx={{ minWidth: 220 }}
          />
          {question.required !== undefined && (
            <TextField
              size="small"
              label="Message when it is left empty"
              value={question.required}
              onChange={(event) => change({ ...question, required: event.target.value })}
              sx={{ flex: 1, minWidth: 0 }}
            />
          )}
        </Stack>
        {(kind === 'single' || kind === 'multiple' || kind === 'yesNo') && <OptionsEditor field={field} />}
        <LimitsEditor question={question} onChange={change} />
        <ConditionBuilder
          label="Ask this question"
          value={question.when}
          document={draft.document}
          resolved={draft.resolved}
          fields={fieldsBefore(draft.document, step, field)}
          onChange={(when) => {
            const { when: _old, ...rest } = question;
            change(when === undefined ? rest : { ...rest, when });
          }}
        />
      </Stack>
      {removing && <RemoveQuestionDialog field={field} onClose={() => setRemoving(false)} />}
    </Paper>
  );
}
