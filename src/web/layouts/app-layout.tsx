import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { TermsBanner } from '../features/terms/terms-banner';
import { useSession } from '../session/use-session';
import { BrandLink } from './brand-link';
import { MainOutlet } from './main-outlet';
import { SignedInTopBar } from './top-bar/signed-in-top-bar';
import { VisitorHeaderLinks } from './visitor-header-links';

/**
 * The top-bar frame of the signed-in pages (and of the few public ones spec 000 §2 puts inside it): the
 * product name leading home, then the signed-in menus, or for a visitor About Us, Signup and Log In (the public
 * pages inside this frame, /employers/:name and /claim-your-account, are mostly for visitors); under the bar, the
 * terms-of-service banner when the terms changed since the person last confirmed them.
 */
export function AppLayout() {
  const { valid } = useSession();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLink />
          {valid ? <SignedInTopBar /> : <VisitorHeaderLinks loginLabel="Log In" onColouredBar />}
        </Toolbar>
      </AppBar>
      {valid && <TermsBanner />}
      <MainOutlet maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} />
    </>
  );
}
