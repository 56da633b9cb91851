import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useMySettings } from '../../api/settings/use-my-settings';
import { AccountLoading } from '../../components/account-loading';
import { PageHeading } from '../../components/page-heading';
import { CORE_PROFILE_SECTION } from '../../navigation/landing-path';
import { CareerServicesBanner } from './career-services-banner';
import { JobBoard } from './job-board';
import { NewsletterCard } from './newsletter-card';
import { ProfileSectionCards } from './profile-section-cards';
import { ReferAFriendCard } from './refer-a-friend-card';
import { ResumeCard } from './resume-card';
import { ViewMatchesButton } from './view-matches-button';

/**
 * The job seeker home (spec 000 §1) at /dashboard, /profile/dashboard and /profile/profile_overview: a
 * greeting, the profile sections, View My Matches, the job board, Refer a Friend, the newsletter and the
 * career services banner. One column on a phone; the invitations move beside the rest from the large
 * breakpoint up.
 */
export function JobseekerDashboardScreen() {
  const profile = useMyProfile();
  const settings = useMySettings(profile.data?.user);
  if (profile.data === undefined) return <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;

  const { firstName, completedSections, profileSections, user } = profile.data;
  // A settings call that failed leaves matching unknown; the button then stays off rather than spin forever.
  const openToMatching = settings.data?.openToMatching ?? (settings.error !== undefined ? false : undefined);
  return (
    <Stack spacing={3}>
      <div>
        <PageHeading>Dashboard</PageHeading>
        <Typography variant="h2" component="p" sx={{ fontWeight: 400 }}>
          {firstName.trim() === '' ? 'Hi there' : `Hi, ${firstName.trim()}`}
        </Typography>
      </div>
      <CareerServicesBanner />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <ProfileSectionCards sections={profileSections} completedSections={completedSections} />
          <ResumeCard />
          <ViewMatchesButton coreProfileComplete={completedSections.includes(CORE_PROFILE_SECTION)} openToMatching={openToMatching} />
          <JobBoard />
        </Stack>
        <Stack spacing={3}>
          <ReferAFriendCard userId={user} />
          <NewsletterCard userId={user} />
        </Stack>
      </Box>
    </Stack>
  );
}
