import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useState } from 'react';
import type { Flow, Question } from '../../../flows';
import type { Condition } from '../../../flows/condition';
import { conditionInWords } from '../../../flows/studio/condition-in-words';
import {
  limitKeywords,
  optionsOf,
  parseDraft,
  typedValue,
  withLimit,
  withOptionalText,
  withOptions,
  withQuestion,
  withQuestionText,
  withStepCondition,
  type OptionItem,
} from './draft-edits';

const SIMPLE_OPS = ['equals', 'in', 'includesAny', 'isTrue', 'isFalse', 'exists'] as const;
type SimpleOp = (typeof SIMPLE_OPS)[number];
const OP_WORDS: Record<SimpleOp | 'always' | 'compound', string> = {
  always: 'Always',
  equals: 'equals',
  in: 'is one of',
  includesAny: 'includes any of',
  isTrue: 'is yes',
  isFalse: 'is no',
  exists: 'is answered',
  compound: 'Combined (JSON)',
};

const isSimple = (condition: Condition): condition is Extract<Condition, { op: SimpleOp }> => (SIMPLE_OPS as readonly string[]).includes(condition.op);

function simpleCondition(op: SimpleOp, field: string, values: (string | number | boolean | null)[]): Condition {
  if (op === 'equals') return { op, field, value: values[0] ?? '' };
  if (op === 'in' || op === 'includesAny') return { op, field, values: values.length > 0 ? values : [''] };
  return { op, field };
}

const valuesOf = (condition: Condition): (string | number | boolean | null)[] =>
  'values' in condition ? condition.values : 'value' in condition ? [condition.value] : [];

/** The condition as the map labels it; empty while it names what the draft does not have. */
function inWords(flow: Flow | null, condition: Condition | undefined): string {
  if (!flow || !condition) return '';
  try {
    return conditionInWords(flow, condition);
  } catch {
    return '';
  }
}

/** A condition as a form: a field, a test and its values; an all/any/not combination is edited as JSON. */
function ConditionEditor({
  label,
  value,
  fields,
  flow,
  onChange,
}: {
  label: string;
  value: Condition | undefined;
  fields: string[];
  flow: Flow | null;
  onChange: (condition: Condition | undefined) => void;
}) {
  const kind = value === undefined ? 'always' : isSimple(value) ? value.op : 'compound';
  const [json, setJson] = useState<string | null>(null);
  const setKind = (next: string) => {
    setJson(null);
    if (next === 'always') onChange(undefined);
    else if (next === 'compound') onChange({ op: 'all', conditions: value ? [value] : [{ op: 'exists', field: fields[0] ?? '' }] });
    else onChange(simpleCondition(next as SimpleOp, value && 'field' in value ? value.field : (fields[0] ?? ''), value ? valuesOf(value) : []));
  };
  const words = inWords(flow, value);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label={label} value={kind} onChange={(event) => setKind(event.target.value)} sx={{ minWidth: 160 }}>
          {(['always', ...SIMPLE_OPS, 'compound'] as const).map((op) => (
            <MenuItem key={op} value={op}>
              {OP_WORDS[op]}
            </MenuItem>
          ))}
        </TextField>
        {value && isSimple(value) && (
          <TextField
            select
            size="small"
            label={`${label}: field`}
            value={value.field}
            onChange={(event) => onChange(simpleCondition(value.op, event.target.value, valuesOf(value)))}
            sx={{ minWidth: 180 }}
          >
            {[...new Set([value.field, ...fields])].map((field) => (
              <MenuItem key={field} value={field}>
                {field}
              </MenuItem>
            ))}
          </TextField>
        )}
        {value && isSimple(value) && (value.op === 'equals' || value.op === 'in' || value.op === 'includesAny') && (
          <TextField
            size="small"
            label={value.op === 'equals' ? `${label}: value` : `${label}: values, comma-separated`}
            value={valuesOf(value).map(String).join(', ')}
            onChange={(event) =>
              onChange(
                simpleCondition(
                  value.op,
                  value.field,
                  value.op === 'equals' ? [typedValue(event.target.value)] : event.target.value.split(',').map(typedValue),
                ),
              )
            }
          />
        )}
      </Stack>
      {kind === 'compound' && (
        <TextField
          size="small"
          multiline
          label={`${label} (JSON)`}
          value={json ?? JSON.stringify(value)}
          error={json !== null}
          onChange={(event) => {
            try {
              onChange(JSON.parse(event.target.value) as Condition);
              setJson(null);
            } catch {
              setJson(event.target.value);
            }
          }}
        />
      )}
      {words && <Typography variant="body2" color="text.secondary">{`${label} when ${words}`}</Typography>}
    </Stack>
  );
}

function OptionsEditor({
  field,
  question,
  resolved,
  onChange,
}: {
  field: string;
  question: Question;
  resolved?: Question;
  onChange: (next: Question) => void;
}) {
  const place = optionsOf(question);
  if (!place) return null;
  if ('ref' in place) {
    const shared = resolved ? optionsOf(resolved) : null;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{`Options of ${field} come from the shared list ${place.ref}.`}</Typography>
        <Button
          size="small"
          disabled={!shared || 'ref' in shared}
          onClick={() => shared && 'options' in shared && onChange(withOptions(question, shared.options, resolved))}
        >
          Edit them here
        </Button>
      </Stack>
    );
  }
  const set = (options: OptionItem[]) => onChange(withOptions(question, options));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">{`Options of ${field}`}</Typography>
      {place.options.map((option, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`Code of option ${index + 1} of ${field}`}
            value={String(option.code)}
            onChange={(event) =>
              set(
                place.options.map((item, at) =>
                  at === index ? { ...item, code: typeof option.code === 'string' ? event.target.value : (typedValue(event.target.value) ?? '') } : item,
                ),
              )
            }
          />
          <TextField
            size="small"
            label={`Title of option ${index + 1} of ${field}`}
            value={option.title}
            onChange={(event) => set(place.options.map((item, at) => (at === index ? { ...item, title: event.target.value } : item)))}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={`Remove option ${index + 1} of ${field}`} onClick={() => set(place.options.filter((_item, at) => at !== index))}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => set([...place.options, { code: `option_${place.options.length + 1}`, title: 'New option' }])}
      >
        Add an option to {field}
      </Button>
    </Stack>
  );
}

function LimitsEditor({ field, question, onChange }: { field: string; question: Question; onChange: (next: Question) => void }) {
  const messages = (question.schema.errorMessage ?? {}) as Record<string, unknown>;
  return (
    <>
      {limitKeywords(question).map((keyword) => {
        const limit = question.schema[keyword];
        const message = typeof messages[keyword] === 'string' ? (messages[keyword] as string) : '';
        return (
          <Stack key={keyword} direction="row" spacing={1}>
            <TextField
              size="small"
              type="number"
              label={`${keyword} of ${field}`}
              value={typeof limit === 'number' ? limit : ''}
              onChange={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                if (value === null || Number.isFinite(value)) onChange(withLimit(question, keyword, value, message));
              }}
              sx={{ width: 180 }}
            />
            <TextField
              size="small"
              label={`Message when ${keyword} of ${field} is broken`}
              value={message}
              disabled={typeof limit !== 'number'}
              onChange={(event) => typeof limit === 'number' && onChange(withLimit(question, keyword, limit, event.target.value))}
              sx={{ flex: 1 }}
            />
          </Stack>
        );
      })}
    </>
  );
}

/**
 * The everyday edits of the selected step, written into the draft's JSON: when the step is shown, and for each of
 * its questions the label, help text, required message, options, limits with their messages, and when it is asked.
 */
export function DraftStepForm({
  text,
  stepName,
  resolved,
  onChange,
}: {
  text: string;
  stepName: string;
  resolved: Flow | null;
  onChange: (text: string) => void;
}) {
  const document = parseDraft(text);
  const step = document?.steps?.find((candidate) => candidate.name === stepName);
  if (!document || !step) return null;
  const fields = Object.keys(document.questions ?? {});
  return (
    <Stack spacing={2} component="section" aria-label="Step form">
      <ConditionEditor
        label="Step shown"
        value={step.when}
        fields={fields}
        flow={resolved}
        onChange={(when) => onChange(withStepCondition(text, stepName, when))}
      />
      {step.questions.map((field) => {
        const question = document.questions[field];
        if (!question) return null;
        const change = (next: Question) => onChange(withQuestion(text, field, () => next));
        return (
          <Stack key={field} spacing={1.5}>
            <Divider />
            <TextField
              label={`Label of ${field}`}
              value={question.label}
              onChange={(event) => onChange(withQuestionText(text, field, 'label', event.target.value))}
            />
            <TextField
              label={`Help text of ${field}`}
              value={question.help ?? ''}
              multiline
              onChange={(event) => onChange(withQuestionText(text, field, 'help', event.target.value))}
            />
            <TextField
              label={`Required message of ${field}`}
              helperText="Empty: the question may be left unanswered."
              value={question.required ?? ''}
              onChange={(event) => change(withOptionalText(question, 'required', event.target.value))}
            />
            <OptionsEditor field={field} question={question} resolved={resolved?.questions[field]} onChange={change} />
            <LimitsEditor field={field} question={question} onChange={change} />
            <ConditionEditor
              label={`${field} asked`}
              value={question.when}
              fields={fields}
              flow={resolved}
              onChange={(when) => change(when === undefined ? withoutWhen(question) : { ...question, when })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

function withoutWhen(question: Question): Question {
  const { when: _when, ...rest } = question;
  return rest;
}
