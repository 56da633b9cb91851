import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { feeAmount, feeText, firstYearCompensation } from '../../../shared/service-tiers';
import { useServiceTiers } from '../../api/platform/platform-configuration-api';
import type { StepFormContext } from './step-form-context';

interface EnumOption {
  value: unknown;
  label: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The service tier of a role: each tier with its hiring fee as a share of first-year compensation (the shared fee
 * table, spec 001 §9) and, once the role's salary or rate is answered, what that fee comes to for this role.
 */
export function ServiceTierWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, options, registry }: WidgetProps) {
  const choices = (options.enumOptions ?? []) as EnumOption[];
  const { answers } = registry.formContext as StepFormContext;
  const compensation = firstYearCompensation(answers);
  // The fees staff set on the platform configuration page, which new roles are approved with.
  const tiers = useServiceTiers();
  const selected = choices.findIndex((choice) => choice.value === value);
  return (
    <FormControl component="fieldset" required={required} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <FormLabel component="legend">{label}</FormLabel>
      {compensation !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          For a first-year compensation of {dollars.format(compensation)}:
        </Typography>
      ) : null}
      <RadioGroup id={id} value={selected >= 0 ? String(selected) : ''} onChange={(_, index) => onChange(choices[Number(index)]?.value)} aria-describedby={ariaDescribedByIds(id)}>
        {choices.map((choice, index) => {
          const tier = tiers.find((entry) => entry.tier === choice.value);
          const amount = tier ? feeAmount(tier.feePercent, compensation) : null;
          const fee = tier ? (tier.feePercent === null || tier.feePercent === 0 ? feeText(tier) : `${feeText(tier)} of first-year compensation`) : '';
          const estimate = amount !== null && tier?.feePercent ? ` (about ${dollars.format(amount)} for this role)` : '';
          return (
            <FormControlLabel
              key={String(choice.value)}
              value={String(index)}
              control={<Radio id={`${id}-${index}`} />}
              label={tier ? `${choice.label} — ${fee}${estimate}` : choice.label}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
