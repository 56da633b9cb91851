import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccount } from '../../api/account/delete-account';
import { AFTER_DELETION_PATH } from '../../navigation/after-deletion';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { PasswordDialog } from '../../components/password-dialog';
import { DeleteOrganisationDialog } from '../../employers/delete-organisation-dialog';
import { SecuritySection } from './security-section';

/**
 * The danger zone of /settings: delete my account, and for an employee their organisation, each confirmed
 * with the password. A 204 goes to /logout?referrer=delete, which removes the token: removing it here, on a
 * guarded page, would have the route guard send the person to /login before they got there.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  const employerId = profile.data?.userType === 'employee' ? profile.data.employerId : null;
  const employer = useEmployer(employerId);
  const [dialog, setDialog] = useState<'account' | 'organisation' | null>(null);
  const organisation = employer.data?.name ?? 'your organization';

  async function removeAccount(password: string): Promise<void> {
    await deleteAccount(profile.data!.user, password);
    void navigate(AFTER_DELETION_PATH);
  }

  return (
    <SecuritySection title="Danger zone" tone="danger">
      {profile.data === undefined ? (
        <Skeleton variant="rounded" height={72} />
      ) : (
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>Deleting your account removes your profile and everything saved with it, and signs you out. It cannot be undone.</Typography>
            <Button variant="outlined" color="error" onClick={() => setDialog('account')}>
              Delete my account
            </Button>
          </Stack>
          {employerId !== null && (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                Deleting {organisation} removes its profile, roles and matches, and signs out every member. Member accounts stay, no longer tied to it. It
                cannot be undone.
              </Typography>
              <Button variant="outlined" color="error" onClick={() => setDialog('organisation')}>
                Delete organization
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      {dialog === 'account' && (
        <PasswordDialog
          title="Delete your account?"
          description="Your account and everything saved with it will be deleted for good. Enter your password to confirm."
          confirmLabel="Delete my account permanently"
          danger
          onClose={() => setDialog(null)}
          onConfirm={removeAccount}
        />
      )}
      {dialog === 'organisation' && employerId !== null && (
        <DeleteOrganisationDialog employerId={employerId} name={employer.data?.name} onClose={() => setDialog(null)} />
      )}
    </SecuritySection>
  );
}
