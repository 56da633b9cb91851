import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyProfile } from '../../api/account/use-my-profile';
import { DetailsList } from '../../components/details-list';

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
      <DetailsList rows={rows} />
    </Paper>
  );
}
