import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { isValidEmail } from '../../../shared/email-address';
import { forwardEmployerContract } from '../../api/account/forward-employer-contract';
import { FormOutcomeAlert } from '../../components/form-outcome';
import { RequiredTextField } from '../../components/required-text-field';
import { useFormState } from '../../components/use-form-state';

const EMPTY = { firstName: '', emailAddress: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/** The colleague who signs the contract: first name and e-mail; POST /api/employer/contract/. */
export function ContractForm({ employerId }: { employerId: number }) {
  const { form, values, setValues, outcome, setOutcome, submitting, field, refuse, send } = useFormState(EMPTY);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const firstName = values.firstName.trim();
    const emailAddress = values.emailAddress.trim();
    const found: Errors = {};
    if (firstName === '') found.firstName = "Enter your colleague's first name.";
    if (emailAddress === '') found.emailAddress = "Enter your colleague's e-mail address.";
    else if (!isValidEmail(emailAddress)) found.emailAddress = "Enter your colleague's e-mail address, such as name@school.org.";
    if (refuse(found)) return;
    await send(
      async () => {
        const answer = await forwardEmployerContract({ employerId, emailAddress, firstName });
        setOutcome({ severity: 'success', text: answer.detail });
        // Sent: the form is ready for the next colleague.
        setValues(EMPTY);
      },
      { firstName: 'firstName', emailAddress: 'emailAddress' },
    );
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormOutcomeAlert outcome={outcome} />
      <RequiredTextField label="Colleague's first name" autoComplete="off" {...field('firstName')} />
      <RequiredTextField label="Colleague's email" type="email" autoComplete="off" {...field('emailAddress')} />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Send contract
      </Button>
    </Stack>
  );
}
