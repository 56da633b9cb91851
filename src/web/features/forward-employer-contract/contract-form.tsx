import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { isValidEmail } from '../../../shared/email-address';
import { forwardEmployerContract } from '../../api/account/forward-employer-contract';
import { RequiredTextField } from '../../components/required-text-field';
import { splitServerErrors } from '../../components/split-server-errors';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';

type Field = 'firstName' | 'email';
type Errors = Partial<Record<Field, string>>;

/** The colleague who signs the contract: first name and e-mail; POST /api/employer/contract/. */
export function ContractForm({ employerId }: { employerId: number }) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found: Errors = {};
    if (firstName.trim() === '') found.firstName = "Enter your colleague's first name.";
    if (email.trim() === '') found.email = "Enter your colleague's e-mail address.";
    else if (!isValidEmail(email.trim())) found.email = "Enter your colleague's e-mail address, such as name@school.org.";
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await forwardEmployerContract({ employerId, emailAddress: email.trim(), firstName: firstName.trim() });
      setOutcome({ severity: 'success', text: answer.detail });
      // Sent: the form is ready for the next colleague.
      setFirstName('');
      setEmail('');
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, { firstName: 'firstName', emailAddress: 'email' } as const);
      setErrors(fieldErrors);
      if (general !== null) setOutcome({ severity: 'error', text: general });
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {outcome !== null && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <RequiredTextField
        label="Colleague's first name"
        name="firstName"
        autoComplete="off"
        value={firstName}
        onChange={(value) => {
          setFirstName(value);
          setErrors((current) => ({ ...current, firstName: undefined }));
        }}
        error={errors.firstName}
      />
      <RequiredTextField
        label="Colleague's email"
        name="emailAddress"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
      />
      <Button type="submit" variant="contained" size="large" loading={sending}>
        Send contract
      </Button>
    </Stack>
  );
}
