import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useMemo, useState } from 'react';
import type { FlowDocument } from '../../../flows';
import { optionsOf, withOptions, type OptionItem } from './draft-edits';
import { mapAnswers } from './migration-ops';
import { optionCode } from './new-keys';
import { choicesOf } from './question-lookup';
import { RemoveOptionDialog } from './remove-option-dialog';
import { useStudioDraft } from './studio-context';
import { useAnswerImpact } from './use-answer-impact';

const titleOf = (option: OptionItem) => option.title || String(option.code);

/** A question's options by their titles: retitled, reordered, added and removed (asking where saved answers go). */
export function OptionsEditor({ field }: { field: string }) {
  const draft = useStudioDraft();
  const { document, resolved } = draft;
  const question = document.questions[field];
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const place = question ? optionsOf(question) : null;
  const publishedCodes = useMemo(
    () => new Set(choicesOf(draft.published, draft.publishedResolved, field).map((choice) => choice.code)),
    [draft.published, draft.publishedResolved, field],
  );
  const options = place && 'options' in place ? place.options : [];
  // What removing the option would do, checked by the server before staff choose where its answers go.
  const candidate = useMemo(
    () =>
      removing === null || !question
        ? null
        : withQuestionOptions(
            document,
            field,
            withOptions(
              question,
              options.filter((_o, at) => at !== removing),
            ),
          ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per option chosen for removal, not per keystroke elsewhere
    [removing],
  );
  const impact = useAnswerImpact(draft.flowId, candidate, field);
  if (!question || !place) return null;

  if ('ref' in place) {
    const shared = resolved ? optionsOf(resolved.questions[field] ?? question) : null;
    const titles = choicesOf(document, resolved, field).map((choice) => choice.title);
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2">Options</Typography>
        <Typography variant="body2">{titles.length > 0 ? titles.join(' · ') : 'Loading the options…'}</Typography>
        <Typography variant="body2" color="text.secondary">
          This list is shared with other questions. To change it for this question only, make a copy first.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={!shared || 'ref' in shared}
          onClick={() =>
            shared && 'options' in shared && draft.edit(withQuestionOptions(document, field, withOptions(question, shared.options, resolved?.questions[field])))
          }
        >
          Change the options for this question
        </Button>
      </Stack>
    );
  }

  const set = (next: OptionItem[]) => draft.edit(withQuestionOptions(document, field, withOptions(question, next)));
  const retitle = (index: number, title: string) =>
    set(
      options.map((option, at) => {
        if (at !== index) return option;
        // An option not yet published takes its stored code from its title; a published one keeps its code (saved answers hold it).
        const fresh = typeof option.code === 'string' && !publishedCodes.has(option.code);
        const taken = new Set(options.filter((_o, other) => other !== index).map((other) => String(other.code)));
        return { code: fresh && title.trim() !== '' ? optionCode(title, taken) : option.code, title };
      }),
    );
  const move = (index: number, delta: -1 | 1) => {
    const next = [...options];
    [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
    set(next);
  };
  const remove = (index: number) => {
    if (publishedCodes.has(options[index]!.code)) setRemoving(index);
    else set(options.filter((_option, at) => at !== index));
  };
  const add = () => {
    const title = adding.trim();
    if (title === '' || typeof options[0]?.code === 'boolean') return;
    set([...options, { code: optionCode(title, new Set(options.map((option) => String(option.code)))), title }]);
    setAdding('');
  };
  const removed = removing === null ? undefined : options[removing];

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Options
      </Typography>
      {options.map((option, index) => (
        <Stack key={`${index}-${String(option.code)}`} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`Option ${index + 1}`}
            value={option.title}
            onChange={(event) => retitle(index, event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton aria-label={`Move “${titleOf(option)}” up`} disabled={index === 0} onClick={() => move(index, -1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Move “${titleOf(option)}” down`} disabled={index === options.length - 1} onClick={() => move(index, 1)}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove “${titleOf(option)}”`} disabled={options.length <= 1} onClick={() => remove(index)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {typeof options[0]?.code !== 'boolean' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label="New option"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && add()}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button onClick={add} disabled={adding.trim() === ''}>
            Add option
          </Button>
        </Stack>
      )}
      {removed && removing !== null && (
        <RemoveOptionDialog
          option={{ code: removed.code, title: titleOf(removed) }}
          remaining={options.filter((_option, at) => at !== removing).map((option) => ({ code: option.code, title: titleOf(option) }))}
          impact={impact}
          onClose={() => setRemoving(null)}
          onConfirm={(target) => {
            const without = withQuestionOptions(
              document,
              field,
              withOptions(
                question,
                options.filter((_option, at) => at !== removing),
              ),
            );
            draft.edit(mapAnswers(without, draft.currentVersion, field, [removed.code], target));
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}

function withQuestionOptions(document: FlowDocument, field: string, question: FlowDocument['questions'][string]): FlowDocument {
  return { ...document, questions: { ...document.questions, [field]: question } };
}
