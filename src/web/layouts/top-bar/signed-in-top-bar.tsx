import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useMyProfile } from '../../api/account/use-my-profile';
import { hasNewMatchCount, useNewMatchCount } from '../../api/matching/use-new-match-count';
import { NotificationBell } from '../../notifications/notification-bell';
import { useSession } from '../../session/use-session';
import { SignedInNavDrawer } from './signed-in-nav-drawer';
import { ACCOUNT_MENU, employeeMayOpenMatches, topBarEntries } from './top-bar-entries';
import { TopBarLink } from './top-bar-link';
import { TopBarMenu } from './top-bar-menu';
import { useBackToStaff } from './use-back-to-staff';

const DRAWER_ID = 'signed-in-nav-drawer';

/**
 * The signed-in half of the top bar (spec 000 §2): the user type's menus, the new-match count, the
 * notification bell, Back to Staff Account for an impersonating staff member, and the account menu. From the
 * large breakpoint up they sit in the bar; below it they fold into a drawer behind a menu button (the bell
 * stays in the bar, being one small icon). The swap is CSS, so nothing measures the window.
 */
export function SignedInTopBar() {
  const session = useSession();
  const userType = session.claims?.userType ?? null;
  const profile = useMyProfile();
  const newMatches = useNewMatchCount(hasNewMatchCount(userType));
  const { pending, backToStaff } = useBackToStaff();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const entries = topBarEntries({ userType, employeeMayOpenMatches: employeeMayOpenMatches(profile.data, newMatches.data) });
  const newMatchCount = newMatches.data?.count ?? 0;
  const impersonating = userType === 'employee' && profile.data?.isStaff === true;

  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5 }}>
        {entries.map((entry) =>
          entry.kind === 'menu' ? (
            <TopBarMenu key={entry.id} label={entry.label} items={entry.items} newMatchCount={newMatchCount} />
          ) : (
            <TopBarLink key={entry.id} item={entry.item} newMatchCount={newMatchCount} />
          ),
        )}
        {impersonating && (
          <Button color="inherit" variant="outlined" disabled={pending} onClick={backToStaff}>
            Back to Staff Account
          </Button>
        )}
      </Box>
      <NotificationBell />
      <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
        <TopBarMenu label={ACCOUNT_MENU.label} items={ACCOUNT_MENU.items} newMatchCount={0} />
      </Box>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <SignedInNavDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        entries={entries}
        newMatchCount={newMatchCount}
        backToStaff={impersonating ? { pending, onClick: backToStaff } : undefined}
      />
    </>
  );
}
