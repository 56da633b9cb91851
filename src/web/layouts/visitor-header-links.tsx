import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lazyScreen } from '../components/lazy-screen';
import { ABOUT_US } from './marketing-links';

const DRAWER_ID = 'public-nav-drawer';
// Only phones open the menu, and only some visitors: its code comes with the first tap, not with the page.
const PublicNavDrawer = lazyScreen(() => import('./public-nav-drawer'), 'PublicNavDrawer');

interface VisitorHeaderLinksProps {
  /** "Login" in the public header (spec 000 §1), "Log In" in the top bar (§2). */
  loginLabel: string;
  /**
   * The top bar (§2): on its coloured background, where a filled button would not stand out, and with Log In kept
   * in the bar on phones too ("A Log In link shows when logged out"); only About Us and Signup fold into the menu.
   */
  onColouredBar?: boolean;
}

/**
 * What a visitor (nobody signed in) finds in the header, wherever the page: About Us, Signup and the way to log in
 * (spec 000 §1), folded below the large breakpoint into a menu button and drawer. The swap is CSS, so nothing
 * measures the window.
 */
export function VisitorHeaderLinks({ loginLabel, onColouredBar = false }: VisitorHeaderLinksProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1 }}>
        <Button color="inherit" component={RouterLink} to={ABOUT_US.href}>
          {ABOUT_US.label}
        </Button>
        <Button color="inherit" component={RouterLink} to="/signup">
          Signup
        </Button>
        {onColouredBar ? null : (
          <Button variant="contained" component={RouterLink} to="/login">
            {loginLabel}
          </Button>
        )}
      </Box>
      {onColouredBar ? (
        <Button variant="outlined" color="inherit" component={RouterLink} to="/login">
          {loginLabel}
        </Button>
      ) : null}
      <IconButton
        edge="end"
        color="inherit"
        aria-label="Open menu"
        aria-controls={DRAWER_ID}
        aria-expanded={drawerOpen}
        onClick={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PublicNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
