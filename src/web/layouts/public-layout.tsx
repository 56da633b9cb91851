import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useSession } from '../session/use-session';
import { BrandLink } from './brand-link';
import { MainOutlet } from './main-outlet';
import { lazyScreen } from '../components/lazy-screen';
import { VisitorHeaderLinks } from './visitor-header-links';

// Visitors are who see the public screens (/login above all): the signed-in bar, with its menus and drawer, comes
// only to someone signed in, so its code stays out of what /login loads (its page-weight budget).
const SignedInTopBar = lazyScreen(() => import('./top-bar/signed-in-top-bar'), 'SignedInTopBar');

/**
 * The frame of the public screens: for a visitor, the header with About Us, Signup and Login (spec 000 §1); for
 * someone signed in who lands here (/login?referrer=requires_login after opening another kind of account's page),
 * their own top bar, so the page does not pretend they are signed out.
 */
export function PublicLayout() {
  const { valid } = useSession();
  return (
    <>
      <AppBar position="static" color={valid ? 'primary' : 'default'} elevation={0} sx={valid ? undefined : { borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLink />
          {valid ? (
            <Suspense fallback={null}>
              <SignedInTopBar />
            </Suspense>
          ) : (
            <VisitorHeaderLinks loginLabel="Login" />
          )}
        </Toolbar>
      </AppBar>
      <MainOutlet maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} />
    </>
  );
}
