import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { WEEKS_PER_YEAR, feeAmount, feeText, payBasis } from '../../../shared/service-tiers';
import { useServiceTiers } from '../../api/platform/platform-configuration-api';
import { useRole } from '../../api/roles/use-role';
import { agreedTierText } from '../../roles/role-fee-text';
import type { StepFormContext } from './step-form-context';

interface EnumOption {
  value: unknown;
  label: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "For a first-year compensation of $45,500 ($35 an hour × 25 hours a week × 52 weeks):", or null without one. */
function compensationLine(basis: ReturnType<typeof payBasis>): string | null {
  if (basis === null || basis.compensation === null) return null;
  const hours =
    basis.hourlyRate !== null && basis.hoursPerWeek !== null
      ? ` (${dollars.format(basis.hourlyRate)} an hour × ${basis.hoursPerWeek} hours a week × ${WEEKS_PER_YEAR} weeks)`
      : '';
  return `For a first-year compensation of ${dollars.format(basis.compensation)}${hours}:`;
}

/**
 * The service tier of a role: each tier with its hiring fee as a share of first-year compensation (the fee table
 * staff keep, spec 001 §9) and, once the role's salary or rate is answered, what that fee comes to for this role.
 * Once staff have approved the role the tier is agreed: it is shown, not offered (the server refuses a change).
 */
export function ServiceTierWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, options, registry }: WidgetProps) {
  const choices = (options.enumOptions ?? []) as EnumOption[];
  const { answers, params } = registry.formContext as StepFormContext;
  const basis = payBasis(answers);
  const line = compensationLine(basis);
  // The fees staff set on the platform configuration page, which new roles are approved with.
  const tiers = useServiceTiers();
  const role = useRole(typeof params.roleUuid === 'string' ? params.roleUuid : null).data;
  const agreed = agreedTierText(role?.agreedServiceTier, role?.agreedFeePercent);
  const selected = choices.findIndex((choice) => choice.value === value);
  return (
    <FormControl component="fieldset" required={required && agreed === null} error={rawErrors.length > 0} disabled={disabled || readonly}>
      <FormLabel component="legend">{label}</FormLabel>
      {agreed !== null ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Our staff approved this role with the {agreed} tier, and that agreement is fixed. To change it, write to our staff in Messages.
        </Alert>
      ) : null}
      {line !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {line}
        </Typography>
      ) : null}
      <RadioGroup
        id={id}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(_, index) => onChange(choices[Number(index)]?.value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {choices.map((choice, index) => {
          const tier = tiers.find((entry) => entry.tier === choice.value);
          const amount = tier ? feeAmount(tier.feePercent, basis?.compensation) : null;
          const fee = tier ? (tier.feePercent === null || tier.feePercent === 0 ? feeText(tier) : `${feeText(tier)} of first-year compensation`) : '';
          const estimate = amount !== null && tier?.feePercent ? ` (about ${dollars.format(amount)} for this role)` : '';
          return (
            <FormControlLabel
              key={String(choice.value)}
              value={String(index)}
              // Each choice, not the fieldset, is disabled once agreed: the question itself stays readable.
              disabled={agreed !== null}
              control={<Radio id={`${id}-${index}`} />}
              label={tier ? `${choice.label} — ${fee}${estimate}` : choice.label}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
