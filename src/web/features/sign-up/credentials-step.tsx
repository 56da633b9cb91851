import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { PageHeading } from '../../components/page-heading';
import { RequiredTextField } from '../../components/required-text-field';
import { PasswordChecklist } from '../../components/password-checklist';
import type { SignUpErrors, SignUpField, SignUpValues } from './sign-up-values';
import { TermsAgreement } from './terms-agreement';

interface CredentialsStepProps {
  values: SignUpValues;
  errors: SignUpErrors;
  submitting: boolean;
  onChange: (field: SignUpField, value: string | boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
}

export const CREDENTIALS_STEP_HEADING = 'Nice to meet you!';

/** Step 2 of sign-up: the e-mail and password the person will log in with, and the terms. */
export function CredentialsStep({ values, errors, submitting, onChange, onBack, onSubmit }: CredentialsStepProps) {
  const checklistId = useId();
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <PageHeading>{CREDENTIALS_STEP_HEADING}</PageHeading>
      <Typography>{values.firstName.trim()}, choose the e-mail address and password you will log in with. All fields are required.</Typography>
      <RequiredTextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
      />
      <RequiredTextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        describedBy={checklistId}
      />
      <RequiredTextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        error={errors.confirmPassword}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={values.password} confirmPassword={values.confirmPassword} />
      <TermsAgreement checked={values.acceptedTerms} error={errors.acceptedTerms} onChange={(checked) => onChange('acceptedTerms', checked)} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" size="large" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          Get Started Now
        </Button>
      </Stack>
    </Stack>
  );
}
