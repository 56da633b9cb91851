import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyProfile } from '../../api/account/use-my-profile';
import { AccountLoading } from '../../components/account-loading';
import { PageHeading } from '../../components/page-heading';
import { InTurn, PartsInTurn } from '../../components/parts-in-turn';
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
  if (profile.data === undefined) return <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;

  const { firstName, completedSections, profileSections, user } = profile.data;
  // The job board and the two invitations are drawn after the rest, each in a commit of its own: below the first
  // screen on a phone; on a wide screen the invitations' column fills a moment later, moving nothing drawn.
  return (
    <PartsInTurn>
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
            <ViewMatchesButton coreProfileComplete={completedSections.includes(CORE_PROFILE_SECTION)} userId={user} />
            <InTurn>
              <JobBoard />
            </InTurn>
          </Stack>
          <Stack spacing={3}>
            <InTurn>
              <ReferAFriendCard userId={user} />
            </InTurn>
            <InTurn>
              <NewsletterCard userId={user} />
            </InTurn>
          </Stack>
        </Box>
      </Stack>
    </PartsInTurn>
  );
}
