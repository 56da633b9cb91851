import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { lazyScreen } from '../components/lazy-screen';
import { BrandLink } from './brand-link';
import { ABOUT_US } from './marketing-links';

const DRAWER_ID = 'public-nav-drawer';
// Only phones open the menu, and only some visitors: its code comes with the first tap, not with the page.
const PublicNavDrawer = lazyScreen(() => import('./public-nav-drawer'), 'PublicNavDrawer');

/**
 * The frame of the public screens: the header with About Us, Signup and Login (spec 000 §1), which below the
 * large breakpoint folds into a menu button and drawer. The swap is done in CSS so it needs no script to
 * measure the window.
 */
export function PublicLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  return (
    <>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <BrandLink />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 1 }}>
            <Button color="inherit" component={RouterLink} to={ABOUT_US.href}>
              {ABOUT_US.label}
            </Button>
            <Button color="inherit" component={RouterLink} to="/signup">
              Signup
            </Button>
            <Button variant="contained" component={RouterLink} to="/login">
              Login
            </Button>
          </Box>
          <IconButton
            edge="end"
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
        </Toolbar>
      </AppBar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PublicNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {/* A screen whose code is still on its way: the frame stays, a spinner in its place. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
