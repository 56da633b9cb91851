import { useMemo, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { sectionStarts, type Answers, type Flow } from '../../flows';

interface JumpToMenuProps {
  flow: Flow;
  answers: Answers;
  onJump: (stepName: string) => void;
}

/** The first step of each section on the person's current path; offered once Core Profile is complete. */
export function JumpToMenu({ flow, answers, onJump }: JumpToMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A walk of the person's whole path: once per change of the saved answers, not on every render of the step (each
  // option chosen, Saving…, the save's answer), several per Continue (issue 38 item 8).
  const sections = useMemo(
    () => sectionStarts(flow, answers).flatMap(({ section, onPath }) => (onPath === undefined ? [] : [{ section, first: onPath }])),
    [flow, answers],
  );
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'jump-to-menu' : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Jump To
      </Button>
      <Menu id="jump-to-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sections.map(({ section, first }) => (
          <MenuItem
            key={section}
            onClick={() => {
              setAnchor(null);
              onJump(first);
            }}
          >
            {section}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
