import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../components/visually-hidden';
import { CAREER_SERVICES } from '../../layouts/marketing-links';

/** The banner promoting the provider's career coaching services (spec 000 §1): the marketing site's page, or the app's. */
export function CareerServicesBanner() {
  return (
    <Paper
      component="aside"
      aria-labelledby="career-services-heading"
      elevation={0}
      sx={{ p: { xs: 2, md: 3 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography id="career-services-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            Get one-on-one career coaching
          </Typography>
          <Typography>Our coaches help with résumés, interview practice and planning your next step in education.</Typography>
        </div>
        <Button
          variant="contained"
          color="inherit"
          {...(CAREER_SERVICES.inApp ? { component: RouterLink, to: CAREER_SERVICES.href } : { href: CAREER_SERVICES.href, target: '_blank', rel: 'noopener' })}
          sx={{ color: 'primary.main', bgcolor: 'common.white', flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
        >
          Explore Career Services
          {CAREER_SERVICES.inApp ? null : <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
        </Button>
      </Stack>
    </Paper>
  );
}
