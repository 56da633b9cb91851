import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import type { SignUpUserType } from '../../../shared/user-types';
import { PageHeading } from '../../components/page-heading';
import { RequiredTextField } from '../../components/required-text-field';
import { textFieldBinder } from '../../components/text-field-binding';
import type { SignUpErrors, SignUpField, SignUpValues } from './sign-up-values';

interface NameStepProps {
  accountType: SignUpUserType;
  values: SignUpValues;
  errors: SignUpErrors;
  onChange: (field: SignUpField, value: string) => void;
  onContinue: () => void;
}

export const NAME_STEP_HEADINGS: Record<SignUpUserType, string> = {
  jobseeker: 'Sign up as a job seeker',
  employee: 'Sign up as an employer',
};

/** Step 1 of sign-up: who the person is (and, for employers, where they work). */
export function NameStep({ accountType, values, errors, onChange, onContinue }: NameStepProps) {
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onContinue();
  }
  const field = textFieldBinder(values, errors, onChange);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <PageHeading>{NAME_STEP_HEADINGS[accountType]}</PageHeading>
      <Typography color="text.secondary">All fields are required.</Typography>
      <RequiredTextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <RequiredTextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      {accountType === 'employee' && <RequiredTextField label="Organization" autoComplete="organization" {...field('organization')} />}
      <Button type="submit" variant="contained" size="large">
        Continue
      </Button>
    </Stack>
  );
}
