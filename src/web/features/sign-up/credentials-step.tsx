import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { PageHeading } from '../../components/page-heading';
import { NewPasswordFields } from '../../components/new-password-fields';
import { RequiredTextField } from '../../components/required-text-field';
import { textFieldBinder } from '../../components/text-field-binding';
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
  const field = textFieldBinder(values, errors, onChange);
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <PageHeading>{CREDENTIALS_STEP_HEADING}</PageHeading>
      <Typography>{values.firstName.trim()}, choose the e-mail address and password you will log in with. All fields are required.</Typography>
      <RequiredTextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields values={values} onChange={onChange} errors={errors} passwordLabel="Password" passwordName="password" />
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
