import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { NewMatchCountBadge } from './new-match-count-badge';
import type { NavItem, TopBarEntry } from './top-bar-entries';
import { ACCOUNT_MENU } from './top-bar-entries';
import { NavMenuDrawer } from '../nav-menu-drawer';

interface SignedInNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menus and links of the user type; the account menu follows them. */
  entries: readonly TopBarEntry[];
  newMatchCount: number;
  /** Present for an employee who is also staff: the Back to Staff Account action. */
  backToStaff?: { pending: boolean; onClick: () => void } | undefined;
}

function DrawerLink({ item, newMatchCount, onClose }: { item: NavItem; newMatchCount: number; onClose: () => void }) {
  const countId = useId();
  const showsCount = item.showsNewMatches === true && newMatchCount > 0;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={item.to} end onClick={onClose} aria-describedby={showsCount ? countId : undefined}>
        <ListItemText primary={item.label} />
        {showsCount && <NewMatchCountBadge count={newMatchCount} descriptionId={countId} />}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The signed-in menus below the large breakpoint: every menu's items under its name as a group heading, so
 * the drawer holds exactly what the top bar holds.
 */
export function SignedInNavDrawer({ id, open, onClose, entries, newMatchCount, backToStaff }: SignedInNavDrawerProps) {
  const headingId = useId();
  const renderEntry = (entry: TopBarEntry) =>
    entry.kind === 'link' ? (
      <DrawerLink key={entry.id} item={entry.item} newMatchCount={newMatchCount} onClose={onClose} />
    ) : (
      <Fragment key={entry.id}>
        <ListSubheader id={`${headingId}-${entry.id}`} component="li" sx={{ lineHeight: 2.5, mt: 1 }}>
          {entry.label}
        </ListSubheader>
        <li>
          <List disablePadding aria-labelledby={`${headingId}-${entry.id}`}>
            {entry.items.map((item) => (
              <DrawerLink key={item.to} item={item} newMatchCount={newMatchCount} onClose={onClose} />
            ))}
          </List>
        </li>
      </Fragment>
    );
  return (
    <NavMenuDrawer id={id} open={open} onClose={onClose} listSx={{ width: 280, maxWidth: '85vw' }}>
      {entries.map(renderEntry)}
      {backToStaff !== undefined && (
        <ListItem disablePadding>
          <ListItemButton
            disabled={backToStaff.pending}
            onClick={() => {
              onClose();
              backToStaff.onClick();
            }}
          >
            <ListItemText primary="Back to Staff Account" />
          </ListItemButton>
        </ListItem>
      )}
      {renderEntry(ACCOUNT_MENU)}
    </NavMenuDrawer>
  );
}
