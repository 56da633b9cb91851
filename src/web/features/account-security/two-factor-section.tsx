import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { disableTwoFactor } from '../../api/account/disable-two-factor';
import { regenerateBackupCodes } from '../../api/account/regenerate-backup-codes';
import type { TwoFactorSetup as Setup } from '../../api/account/start-two-factor-setup';
import { startTwoFactorSetup } from '../../api/account/start-two-factor-setup';
import { useTwoFactorStatus } from '../../api/account/use-two-factor-status';
import { VisuallyHidden } from '../../components/visually-hidden';
import { storeToken } from '../../session/token-store';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordDialog } from '../../components/password-dialog';
import { SecuritySection } from './security-section';
import { TwoFactorSetup } from './two-factor-setup';
import { FailureAlert } from '../../components/form-outcome';
import { usePendingCall } from '../../components/use-pending-call';
import { LoadFailure } from '../../components/load-failure';

type View = { kind: 'status' } | { kind: 'setup'; setup: Setup } | { kind: 'codes'; codes: string[] };

/** Fewer than this many unused backup codes and the section suggests new ones. */
const FEW_CODES_LEFT = 3;

/** The two changes that ask for the password first, and what the dialog says of each. */
const PASSWORD_CONFIRMED = {
  codes: {
    title: 'Create new backup codes',
    description: 'Your current backup codes stop working and ten new ones replace them. Other devices are signed out. Enter your password to continue.',
    confirmLabel: 'Create new codes',
    danger: false,
  },
  disable: {
    title: 'Turn off two-factor sign-in',
    description: 'Signing in will need only your password or an e-mail link. Other devices are signed out. Enter your password to continue.',
    confirmLabel: 'Turn off two-factor',
    danger: true,
  },
} as const;

/**
 * Two-factor sign-in for /settings (spec 000 §3, §7): its state; setup with a QR code, proven by a code, then
 * the backup codes once; when on, new backup codes and turning it off, each behind the password. Every
 * change ends the account's other sessions; the new token each returns is stored.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [dialog, setDialog] = useState<keyof typeof PASSWORD_CONFIRMED | null>(null);
  const { pending: starting, failure, run } = usePendingCall();
  const [notice, setNotice] = useState<string | null>(null);

  async function startSetup(): Promise<void> {
    setNotice(null);
    await run(async () => setView({ kind: 'setup', setup: await startTwoFactorSetup() }));
  }

  async function newCodes(password: string): Promise<void> {
    const answer = await regenerateBackupCodes(password);
    storeToken(answer.token);
    setDialog(null);
    setView({ kind: 'codes', codes: answer.backupTokens });
    void status.mutate();
  }

  async function turnOff(password: string): Promise<void> {
    const answer = await disableTwoFactor(password);
    storeToken(answer.token);
    setDialog(null);
    setNotice('Two-factor sign-in is now off.');
    void status.mutate();
  }

  let body;
  if (view.kind === 'setup') {
    body = (
      <TwoFactorSetup
        setup={view.setup}
        onCancel={() => setView({ kind: 'status' })}
        onEnabled={(codes) => {
          setView({ kind: 'codes', codes });
          void status.mutate();
        }}
      />
    );
  } else if (view.kind === 'codes') {
    body = <BackupCodesPanel codes={view.codes} onDone={() => setView({ kind: 'status' })} />;
  } else if (status.data === undefined) {
    body =
      status.error === undefined ? (
        <>
          <span role="status">
            <VisuallyHidden>Loading your two-factor settings</VisuallyHidden>
          </span>
          <Skeleton variant="rounded" height={72} />
        </>
      ) : (
        <LoadFailure what="Your two-factor settings could not be loaded." message={status.error.message} onRetry={() => void status.mutate()} />
      );
  } else if (status.data.enabled) {
    const left = status.data.backupTokensRemaining;
    body = (
      <Stack spacing={2}>
        <Typography>
          <strong>Two-factor sign-in is on.</strong> Signing in asks for a code from your authenticator app after your password or e-mail link.
        </Typography>
        <Typography>Backup codes remaining: {left}</Typography>
        {left < FEW_CODES_LEFT && <Alert severity="warning">Few backup codes are left. Create new ones so that a lost phone does not lock you out.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => setDialog('codes')}>
            New backup codes
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
            Turn off
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          <strong>Two-factor sign-in is off.</strong> Turn it on and signing in will also ask for a code from an authenticator app on your phone, so a stolen
          password alone is not enough.
        </Typography>
        {status.data.required && <Alert severity="warning">Two-factor sign-in is required for your account.</Alert>}
        <Button variant="contained" loading={starting} onClick={() => void startSetup()}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }

  return (
    <SecuritySection title="Two-factor sign-in">
      <Stack spacing={2}>
        <FailureAlert message={failure} />
        {notice !== null && view.kind === 'status' && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {body}
      </Stack>
      {dialog !== null && (
        <PasswordDialog key={dialog} {...PASSWORD_CONFIRMED[dialog]} onClose={() => setDialog(null)} onConfirm={dialog === 'codes' ? newCodes : turnOff} />
      )}
    </SecuritySection>
  );
}
