import Button from '@mui/material/Button';
import { memo, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { NewMatchCountBadge } from './new-match-count-badge';
import type { NavItem } from './top-bar-entries';

interface TopBarLinkProps {
  item: NavItem;
  newMatchCount: number;
}

/** A single top-bar link, such as an employee's Matches, with the new-match count when it carries one; memoised as TopBarMenu is. */
export const TopBarLink = memo(function TopBarLink({ item, newMatchCount }: TopBarLinkProps) {
  const countId = useId();
  const showsCount = item.showsNewMatches === true && newMatchCount > 0;
  return (
    <Button color="inherit" component={NavLink} to={item.to} end aria-describedby={showsCount ? countId : undefined}>
      {item.label}
      {showsCount && <NewMatchCountBadge count={newMatchCount} descriptionId={countId} />}
    </Button>
  );
});
