import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { claimAccount } from '../../api/account/claim-account';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageHeading } from '../../components/page-heading';
import { splitServerErrors } from '../../components/split-server-errors';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { useNewPassword } from '../../components/use-new-password';
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
  const { password, fieldProps, setErrors, isAcceptable } = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  useEffect(() => {
    if (token !== null) void navigate(CLAIM_PATH, { replace: true });
  }, [token, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!token) return;
    if (!isAcceptable()) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await claimAccount(token, password);
      if (typeof answer?.token !== 'string' || answer.token === '') {
        setFailure(UNKNOWN_ERROR_MESSAGE);
        return;
      }
      storeToken(answer.token);
      void navigate('/complete-sign-up', { replace: true });
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, { password: 'password' } as const);
      setErrors(fieldErrors);
      setFailure(general);
      if (fieldErrors.password !== undefined) focusFirstInvalid();
    } finally {
      setSubmitting(false);
    }
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
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <NewPasswordFields {...fieldProps} passwordLabel="Password" />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Claim my account
      </Button>
    </Stack>
  );
}
