import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useEmployer } from '../../api/employers/use-employer';
import { useFlow } from '../../api/flows/use-flow';
import { LoadFailure } from '../../components/load-failure';
import { FIRST_COMPANY_STEP_PATH, companyProfilePath } from './company-profile-path';

/**
 * The organisation at the top of the company dashboard: logo, name, how complete its profile is (the server's
 * percentage of valid questions, spec 001 §2.2) and the way to carry on with it, plus its two pages. An employee
 * who may not change the profile (`readOnly`, the reason in words) is offered to view it, and told why.
 */
export function OrganisationCard({ employerId, readOnly }: { employerId: number | null; readOnly: string | null }) {
  const employer = useEmployer(employerId);
  const flow = useFlow('employer-profile', typeof employer.data?.flowVersion === 'number' ? employer.data.flowVersion : undefined);
  const progressId = useId();

  let body;
  if (employerId === null) {
    body = <Typography color="text.secondary">Your account is not linked to an organization yet.</Typography>;
  } else if (employer.data === undefined) {
    body =
      employer.error !== undefined ? (
        <LoadFailure what="Your organization could not be loaded." message={employer.error.message} onRetry={() => void employer.mutate()} />
      ) : (
        <Stack spacing={1} role="status" aria-label="Loading your organization">
          <Skeleton width="14ch" height={40} />
          <Skeleton variant="rounded" height={8} />
        </Stack>
      );
  } else {
    const { name, slug, logoUrl } = employer.data;
    const completeness = Math.max(0, Math.min(100, Math.round(employer.data.completeness ?? 0)));
    body = (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {typeof logoUrl === 'string' && logoUrl !== '' && (
          <Box
            component="img"
            src={logoUrl}
            alt={`${name} logo`}
            sx={{ width: 72, height: 72, objectFit: 'contain', flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography id={progressId}>Company profile {completeness}% complete</Typography>
          <LinearProgress variant="determinate" value={completeness} aria-labelledby={progressId} sx={{ maxWidth: 360, height: 8, borderRadius: 4 }} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            {typeof slug === 'string' && slug !== '' && (
              <>
                <Link component={RouterLink} to={`/employer/${encodeURIComponent(slug)}`}>
                  Organization page
                </Link>
                <Link component={RouterLink} to={`/employers/${encodeURIComponent(slug)}`}>
                  Public page
                </Link>
              </>
            )}
          </Stack>
        </Stack>
        <Box sx={{ flexShrink: 0 }}>
          {readOnly === null ? (
            <Button variant={completeness < 100 ? 'contained' : 'outlined'} component={RouterLink} to={companyProfilePath(flow.data, employer.data)}>
              {completeness < 100 ? 'Continue company profile' : 'Edit company profile'}
            </Button>
          ) : (
            <Button variant="outlined" component={RouterLink} to={FIRST_COMPANY_STEP_PATH}>
              View company profile
            </Button>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-label="Your organization" sx={{ p: { xs: 2, md: 3 } }}>
      {body}
      {readOnly !== null && employer.data !== undefined && (
        <Typography role="note" color="text.secondary" sx={{ mt: 2 }}>
          {readOnly}
        </Typography>
      )}
    </Paper>
  );
}
