import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup } from '@mui/material';

interface EnumOption {
  value: unknown;
  label: string;
}

/** "1_3_months" with 2 months from now → "around January 2027": the hint of spec 001 §3.5 start dates. */
function monthHint(months: number | undefined, now: Date): string {
  if (months === undefined) return '';
  const when = new Date(now.getFullYear(), now.getMonth() + months, 1);
  return ` (around ${when.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })})`;
}

/**
 * One choice among options. A fieldset with its legend, so the question names the group for assistive
 * technology (RJSF's own radio group points a label at a div, which names nothing).
 */
export function ChoiceRadioWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, options }: WidgetProps) {
  const choices = (options.enumOptions ?? []) as EnumOption[];
  const hints = (options.monthsFromNow ?? {}) as Record<string, number>;
  const selected = choices.findIndex((choice) => choice.value === value);
  const now = new Date();
  return (
    <FormControl component="fieldset" required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        id={id}
        row={options.inline === true}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(_, index) => onChange(choices[Number(index)]?.value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={String(choice.value)}
            value={String(index)}
            control={<Radio id={`${id}-${index}`} />}
            label={`${choice.label}${monthHint(hints[String(choice.value)], now)}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Several choices among options, named by the question as a fieldset's legend. */
export function ChoiceCheckboxesWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, options }: WidgetProps) {
  const choices = (options.enumOptions ?? []) as EnumOption[];
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  const toggle = (option: unknown, on: boolean) => {
    // Kept in the options' order, whatever order they were ticked in.
    const next = choices.map((choice) => choice.value).filter((candidate) => (candidate === option ? on : chosen.includes(candidate)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <FormControl component="fieldset" required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup id={id} aria-describedby={ariaDescribedByIds(id)}>
        {choices.map((choice, index) => (
          <FormControlLabel
            key={String(choice.value)}
            control={
              <Checkbox id={`${id}-${index}`} checked={chosen.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
            }
            label={choice.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
