import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { AccountLoading } from '../../components/account-loading';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../session/use-session';
import { confirmEmailFirst } from '../../../shared/confirmed-email-rule';
import { ContractForm } from './contract-form';

const PATH = '/forward-employer-contract';
const LOGIN_HERE = `/login?${new URLSearchParams({ redirect: PATH }).toString()}`;

/**
 * /forward-employer-contract: a signed-in employee e-mails their organisation's hiring agreement to the
 * colleague who signs it. Anyone else is told who can, with the way to log in.
 */
export function ForwardContractScreen() {
  const session = useSession();
  const profile = useMyProfile();

  let body: ReactNode;
  if (!session.valid) {
    body = <NeedsEmployer text="Log in with your employer account to forward your organization's contract to a colleague." />;
  } else if (profile.data === undefined) {
    body = <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;
  } else if (profile.data.userType !== 'employee') {
    body = <NeedsEmployer text="Only employer accounts can forward a contract. Log in with your employer account to do so." />;
  } else if (profile.data.employerId === null) {
    body = <Alert severity="info">Your account is not linked to an organization yet, so there is no contract to forward.</Alert>;
  } else if (!profile.data.hasConfirmedEmail) {
    // The server refuses the same (403): the contract speaks for the organisation.
    body = (
      <>
        <Alert severity="info">{confirmEmailFirst('sending the contract')}</Alert>
        <div>
          <Button variant="contained" component={RouterLink} to="/confirm-email">
            Confirm your e-mail address
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Typography>
          We will e-mail your organization's hiring agreement, with the fee for each service tier, to the colleague who reviews and signs it.
        </Typography>
        <ContractForm employerId={profile.data.employerId} />
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <PageHeading>Forward the employer contract</PageHeading>
      {body}
    </Stack>
  );
}

function NeedsEmployer({ text }: { text: string }) {
  return (
    <>
      <Alert severity="info">{text}</Alert>
      <div>
        <Button variant="contained" component={RouterLink} to={LOGIN_HERE}>
          Log In
        </Button>
      </div>
    </>
  );
}
