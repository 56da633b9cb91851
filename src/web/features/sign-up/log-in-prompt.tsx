import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The way to log in instead, under the sign-up pages. */
export function LogInPrompt() {
  return (
    <Typography>
      Already have an account?{' '}
      <Link component={RouterLink} to="/login">
        Log in
      </Link>
    </Typography>
  );
}
