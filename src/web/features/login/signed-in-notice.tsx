import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { MyProfile } from '../../api/account/use-my-profile';
import { useMyProfile } from '../../api/account/use-my-profile';

function describePerson(profile: MyProfile): string {
  const name = profile.name || `${profile.firstName} ${profile.lastName}`.trim();
  if (name === '') return profile.email;
  return profile.email ? `${name} (${profile.email})` : name;
}

/** What /login shows someone already signed in: who they are, and the way out. */
export function SignedInNotice() {
  const navigate = useNavigate();
  const { data: profile } = useMyProfile();
  const who = profile === undefined ? '' : describePerson(profile);
  return (
    <Stack spacing={2}>
      <Typography>{who === '' ? 'You are signed in.' : `You are signed in as ${who}.`}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => void navigate('/logout')}>
          Log out
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Continue to your account
        </Button>
      </Stack>
    </Stack>
  );
}
