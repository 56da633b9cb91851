import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { NewMatchCountBadge } from './new-match-count-badge';
import type { NavItem } from './top-bar-entries';

interface TopBarMenuProps {
  label: string;
  items: readonly NavItem[];
  newMatchCount: number;
}

/**
 * A top-bar button opening a menu of links (WAI-ARIA menu button: aria-haspopup, aria-expanded, the menu
 * labelled by its button; MUI moves focus into the menu, arrows between items, Escape back to the button).
 * Memoised: the bar re-draws as the profile and the new-match count arrive, and a menu whose count did not change
 * (the account menu never has one) need not draw again.
 */
export const TopBarMenu = memo(function TopBarMenu({ label, items, newMatchCount }: TopBarMenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = (): void => setAnchor(null);
  // The count shows on the button too, so it can be seen without opening the menu.
  const counted = newMatchCount > 0 && items.some((item) => item.showsNewMatches === true);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={counted ? `${id}-button-count` : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
        {counted && <NewMatchCountBadge count={newMatchCount} descriptionId={`${id}-button-count`} />}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {items.map((item, index) => {
          const countId = `${id}-item-${index}-count`;
          const showsCount = item.showsNewMatches === true && newMatchCount > 0;
          return (
            <MenuItem key={item.to} component={NavLink} to={item.to} end onClick={close} aria-describedby={showsCount ? countId : undefined}>
              {item.label}
              {showsCount && <NewMatchCountBadge count={newMatchCount} descriptionId={countId} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
});
