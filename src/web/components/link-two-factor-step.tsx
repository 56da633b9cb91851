import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import type { TwoFactorChallenge } from '../api/account/sign-in-answer';
import { storeToken } from '../session/token-store';
import { TwoFactorCodeStep } from './two-factor-code-step';

interface LinkTwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Where the person lands once the code is accepted. */
  signedInPath: string;
  /** What the log-in page says when the person starts over and the server gave no reason; none: nothing. */
  startOverNotice?: string;
}

/**
 * The code step an e-mailed link (a magic link, a password reset) ends in for a two-factor account: the accepted
 * code stores the session and goes on; starting over goes to /login, which says why.
 */
export function LinkTwoFactorStep({ challenge, signedInPath, startOverNotice }: LinkTwoFactorStepProps) {
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <TwoFactorCodeStep
        challenge={challenge}
        onVerified={(sessionToken) => {
          storeToken(sessionToken);
          void navigate(signedInPath, { replace: true });
        }}
        onStartOver={(message) => {
          const notice = message ?? startOverNotice;
          void navigate('/login', notice === undefined ? undefined : { state: { notice } });
        }}
      />
    </Stack>
  );
}
