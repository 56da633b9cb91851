import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useMyProfile } from '../../api/account/use-my-profile';
import { AccountLoading } from '../../components/account-loading';
import { PageHeading } from '../../components/page-heading';
import { AccountDetails } from './account-details';
import { MatchingSetting } from './matching-setting';

interface SettingsScreenProps {
  /**
   * Further sections, after the account details and matching switch. Features do not import each other, so
   * the route table composes sections owned elsewhere (e.g. account security) into this screen.
   */
  children?: ReactNode;
}

/** /settings for every user type: the account's details, and for job seekers the Open to matching switch. */
export function SettingsScreen({ children }: SettingsScreenProps) {
  const profile = useMyProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeading>Settings</PageHeading>
      {profile.data === undefined ? (
        <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />
      ) : (
        <>
          <AccountDetails profile={profile.data} />
          {profile.data.userType === 'jobseeker' && <MatchingSetting userId={profile.data.user} />}
          {children}
        </>
      )}
    </Stack>
  );
}
