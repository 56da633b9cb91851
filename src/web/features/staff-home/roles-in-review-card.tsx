import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRoles } from '../../api/roles/use-roles';
import { ROLES_IN_REVIEW_PATH } from '../../roles/review-paths';

/** How many roles wait for staff review, with the way to the list; a failed count says so and offers Try Again. */
export function RolesInReviewCard() {
  const roles = useRoles('in_review');
  const count = roles.data?.length;
  let text;
  if (count !== undefined)
    text = count === 0 ? 'No roles are waiting for review.' : count === 1 ? '1 role is waiting for review.' : `${count} roles are waiting for review.`;
  else if (roles.error !== undefined) text = `The roles waiting for review could not be counted. ${roles.error.message}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="roles-in-review-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="roles-in-review-heading" variant="h2" sx={{ mb: 1 }}>
        Roles waiting for review
      </Typography>
      <Typography sx={{ mb: 2 }} role={roles.error !== undefined && count === undefined ? 'alert' : undefined}>
        {text ?? <Skeleton width="24ch" />}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button variant={count ? 'contained' : 'outlined'} component={RouterLink} to={ROLES_IN_REVIEW_PATH}>
          Review roles
        </Button>
        {roles.error !== undefined && count === undefined && <Button onClick={() => void roles.mutate()}>Try Again</Button>}
      </Stack>
    </Paper>
  );
}
