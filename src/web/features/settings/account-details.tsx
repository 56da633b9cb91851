import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyProfile } from '../../api/account/use-my-profile';

/** Who is signed in: name and e-mail (and job title for employees, when they gave one). */
export function AccountDetails({ profile }: { profile: MyProfile }) {
  const name = profile.name.trim() || `${profile.firstName} ${profile.lastName}`.trim();
  const rows: [string, string][] = [
    ['Name', name === '' ? 'Not given' : name],
    ['Email', profile.email],
  ];
  if (profile.userType === 'employee' && profile.jobTitle) rows.push(['Job title', profile.jobTitle]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="account-details-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="account-details-heading" variant="h2" sx={{ mb: 2 }}>
        Account details
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
