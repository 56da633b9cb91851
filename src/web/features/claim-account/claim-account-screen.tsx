import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { claimAccount } from '../../api/account/claim-account';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { FormOutcomeAlert } from '../../components/form-outcome';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageHeading } from '../../components/page-heading';
import { useFormState } from '../../components/use-form-state';
import { validateNewPassword } from '../../components/validate-new-password';
import { storeToken } from '../../session/token-store';

const CLAIM_PATH = '/claim-your-account';

/**
 * /claim-your-account?token=…: the owner of an account a coworker or staff created chooses its password
 * (POST /api/user/claim/), is signed in and goes on to /complete-sign-up.
 */
export function ClaimAccountScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once at arrival: taking the secret out of the address bar must not lose it.
  const [token] = useState(() => searchParams.get('token'));
  const { form, values, errors, outcome, setOutcome, submitting, change, refuse, send } = useFormState({ password: '', confirmPassword: '' });

  useEffect(() => {
    if (token !== null) void navigate(CLAIM_PATH, { replace: true });
  }, [token, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!token) return;
    if (refuse(validateNewPassword(values.password, values.confirmPassword))) return;
    await send(
      async () => {
        const answer = await claimAccount(token, values.password);
        if (typeof answer?.token !== 'string' || answer.token === '') {
          setOutcome({ severity: 'error', text: UNKNOWN_ERROR_MESSAGE });
          return;
        }
        storeToken(answer.token);
        void navigate('/complete-sign-up', { replace: true });
      },
      { password: 'password' },
    );
  }

  if (!token) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
        <PageHeading>Claim your account</PageHeading>
        <Alert severity="error" role="alert">
          This link is incomplete. Open the link from your invitation e-mail again, or ask the person who invited you to send a new one.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading>Claim your account</PageHeading>
      <Typography>An account was created for you. Choose a password to start using it.</Typography>
      <FormOutcomeAlert outcome={outcome} />
      <NewPasswordFields values={values} onChange={change} errors={errors} passwordLabel="Password" />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Claim my account
      </Button>
    </Stack>
  );
}
