import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { DRAWER_MARKETING_LINKS } from './marketing-links';
import { NavMenuDrawer } from './nav-menu-drawer';

interface PublicNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The small-screen menu of the public header (spec 000 §1): Login, Signup, then the marketing pages. */
export function PublicNavDrawer({ id, open, onClose }: PublicNavDrawerProps) {
  return (
    <NavMenuDrawer id={id} open={open} onClose={onClose} listSx={{ width: 260 }}>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
          <ListItemText primary="Login" />
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to="/signup" onClick={onClose}>
          <ListItemText primary="Signup" />
        </ListItemButton>
      </ListItem>
      {DRAWER_MARKETING_LINKS.map(({ label, href, inApp }) => (
        <ListItem key={label} disablePadding>
          {inApp ? (
            <ListItemButton component={RouterLink} to={href} onClick={onClose}>
              <ListItemText primary={label} />
            </ListItemButton>
          ) : (
            <ListItemButton component="a" href={href} onClick={onClose}>
              <ListItemText primary={label} />
            </ListItemButton>
          )}
        </ListItem>
      ))}
    </NavMenuDrawer>
  );
}
