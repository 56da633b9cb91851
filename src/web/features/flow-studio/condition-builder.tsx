import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Flow, FlowDocument } from '../../../flows';
import type { Condition } from '../../../flows/condition';
import { conditionSentence } from './condition-sentence';
import { questionKind } from './question-kind';
import { choicesOf, questionOf, type Choice } from './question-lookup';

type Test = 'in' | 'includesAny' | 'isTrue' | 'isFalse' | 'exists';
type Code = Choice['code'];

interface ConditionBuilderProps {
  /** What the condition decides, e.g. "Show this step". */
  label: string;
  value: Condition | undefined;
  document: FlowDocument;
  resolved: Flow | null;
  /** The questions it may depend on (those asked before), in order. */
  fields: string[];
  onChange: (condition: Condition | undefined) => void;
}

/** The tests a question's kind offers, in words. */
function testsFor(document: FlowDocument, resolved: Flow | null, field: string): { test: Test; words: string }[] {
  const question = questionOf(document, resolved, field);
  const kind = question ? questionKind(question) : 'other';
  const answered = { test: 'exists' as const, words: 'is answered' };
  if (kind === 'single') return [{ test: 'in', words: 'is one of' }, answered];
  if (kind === 'multiple') return [{ test: 'includesAny', words: 'includes any of' }, answered];
  if (kind === 'yesNo') {
    const titles = choicesOf(document, resolved, field);
    const title = (code: boolean, fallback: string) => titles.find((choice) => choice.code === code)?.title ?? fallback;
    return [{ test: 'isTrue', words: `is “${title(true, 'Yes')}”` }, { test: 'isFalse', words: `is “${title(false, 'No')}”` }, answered];
  }
  return [answered];
}

/** The simple form a condition is edited in, or null for a combination (all/any/not) kept as written. */
function simpleOf(condition: Condition): { field: string; test: Test; values: Code[] } | null {
  switch (condition.op) {
    case 'equals':
      return { field: condition.field, test: 'in', values: [condition.value as Code] };
    case 'in':
    case 'includesAny':
      return { field: condition.field, test: condition.op, values: condition.values as Code[] };
    case 'isTrue':
    case 'isFalse':
    case 'exists':
      return { field: condition.field, test: condition.op, values: [] };
    default:
      return null;
  }
}

function conditionOf(field: string, test: Test, values: Code[]): Condition {
  if (test === 'in') return values.length === 1 ? { op: 'equals', field, value: values[0]! } : { op: 'in', field, values };
  if (test === 'includesAny') return { op: 'includesAny', field, values };
  return { op: test, field };
}

/**
 * A condition built from dropdowns: a question chosen by its label (with search), a test its kind offers, and the
 * values ticked among its options by their titles. A combined rule written in the JSON tab is shown in words.
 */
export function ConditionBuilder({ label, value, document, resolved, fields, onChange }: ConditionBuilderProps) {
  const simple = value ? simpleOf(value) : null;
  const mode = value === undefined ? 'always' : simple ? 'when' : 'combined';
  const labelOf = (field: string) => questionOf(document, resolved, field)?.label ?? field;
  const start = (field: string) => {
    const [first] = testsFor(document, resolved, field);
    onChange(conditionOf(field, first?.test ?? 'exists', []));
  };
  const tests = simple ? testsFor(document, resolved, simple.field) : [];
  const choices = simple && (simple.test === 'in' || simple.test === 'includesAny') ? choicesOf(document, resolved, simple.field) : [];
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <TextField
        select
        size="small"
        label={label}
        value={mode}
        onChange={(event) => (event.target.value === 'always' ? onChange(undefined) : fields[0] !== undefined && start(simple?.field ?? fields[0]))}
        sx={{ maxWidth: 420 }}
      >
        <MenuItem value="always">Always</MenuItem>
        <MenuItem value="when" disabled={fields.length === 0}>
          Only when an earlier answer matches
        </MenuItem>
        {mode === 'combined' && <MenuItem value="combined">When a combined rule holds (written in the JSON tab)</MenuItem>}
      </TextField>
      {simple && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Autocomplete
            options={fields.includes(simple.field) ? fields : [simple.field, ...fields]}
            value={simple.field}
            disableClearable
            getOptionLabel={labelOf}
            onChange={(_event, field) => start(field)}
            sx={{ flex: 2, minWidth: 0 }}
            renderInput={(params) => <TextField {...params} size="small" label={`${label}: the question`} />}
          />
          <TextField
            select
            size="small"
            label={`${label}: its answer`}
            value={tests.some((candidate) => candidate.test === simple.test) ? simple.test : ''}
            onChange={(event) => onChange(conditionOf(simple.field, event.target.value as Test, []))}
            sx={{ flex: 1, minWidth: 160 }}
          >
            {tests.map((candidate) => (
              <MenuItem key={candidate.test} value={candidate.test}>
                {candidate.words}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {simple && choices.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel component="legend">{`${label}: the answers that count`}</FormLabel>
          <FormGroup>
            {choices.map((choice) => (
              <FormControlLabel
                key={String(choice.code)}
                label={choice.title}
                control={
                  <Checkbox
                    size="small"
                    checked={simple.values.includes(choice.code)}
                    onChange={(event) =>
                      onChange(
                        conditionOf(
                          simple.field,
                          simple.test,
                          event.target.checked ? [...simple.values, choice.code] : simple.values.filter((code) => code !== choice.code),
                        ),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      {value && (
        <Typography variant="body2" color="text.secondary">
          {`${label} when ${conditionSentence(document, resolved, value)}.`}
        </Typography>
      )}
    </Stack>
  );
}
