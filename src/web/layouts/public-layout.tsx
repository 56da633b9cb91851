import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { BrandLink } from './brand-link';
import { ABOUT_US } from './marketing-links';
import { PublicNavDrawer } from './public-nav-drawer';

const DRAWER_ID = 'public-nav-drawer';

/**
 * The frame of the public screens: the header with About Us, Signup and Login (spec 000 §1), which below the
 * large breakpoint folds into a menu button and drawer. The swap is done in CSS so it needs no script to
 * measure the window.
 */
export function PublicLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
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
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <PublicNavDrawer id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Outlet />
      </Container>
    </>
  );
}
