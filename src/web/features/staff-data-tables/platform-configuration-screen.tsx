import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/page-heading';

export function PlatformConfigurationScreen() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>Platform configuration</PageHeading>
      <Typography>Loading…</Typography>
    </Container>
  );
}
