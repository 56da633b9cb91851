import { useState } from 'react';
import { Box, Button, Collapse, List, ListItem, Paper, Typography } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import type { RoleNavigationEntry } from './role-navigation-entries';
import { NAVIGATION_LOCKED_TEXT } from './role-completion';

interface RoleNavigationProps {
  entries: RoleNavigationEntry[];
  currentStep: string;
  /** The whole navigation is locked (completion at or below the threshold). */
  locked: boolean;
  onGo: (step: string) => void;
}

/**
 * The four role sections and their sub-sections; a section opens once the one before it is complete. On a phone
 * the box, one column of every section, is taller than the screen's first half and pushed the question below the
 * fold (issue 35 item 7): there it starts folded to one line that opens it.
 */
export function RoleNavigation(props: RoleNavigationProps) {
  // The material theme (its default outside a provider, as in a unit test) says where a phone ends.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!phone) return <RoleSections {...props} />;
  return (
    <Box component="nav" aria-label="Role sections" sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls="role-sections"
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => setOpen(!open)}
      >
        Role sections
      </Button>
      <Collapse in={open} id="role-sections" sx={{ mt: open ? 1 : 0 }}>
        <RoleSections {...props} folded />
      </Collapse>
    </Box>
  );
}

/** The sections' box: the navigation itself, or (`folded`) the inside of the phone's folding navigation. */
function RoleSections({ entries, currentStep, locked, onGo, folded = false }: RoleNavigationProps & { folded?: boolean }) {
  return (
    <Paper
      component={folded ? 'div' : 'nav'}
      aria-label={folded ? undefined : 'Role sections'}
      variant="outlined"
      sx={{ position: 'relative', p: 2, mb: folded ? 0 : 3 }}
    >
      <Box
        aria-hidden={locked}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, opacity: locked ? 0.35 : 1 }}
      >
        {entries.map((entry) => (
          <Box key={entry.section}>
            <Typography variant="subtitle2" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {entry.complete ? <CheckCircleIcon fontSize="small" color="success" titleAccess="Complete" /> : null}
              {entry.locked ? <LockIcon fontSize="small" titleAccess="Locked until the section before is complete" /> : null}
              {entry.section}
            </Typography>
            <List dense disablePadding>
              {entry.parts.map((part) => (
                <ListItem key={part.name} disableGutters disablePadding>
                  <Button
                    size="small"
                    disabled={locked || entry.locked}
                    aria-current={part.firstStep === currentStep ? 'step' : undefined}
                    onClick={() => onGo(part.firstStep)}
                    sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
                  >
                    {part.name}
                  </Button>
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Box>
      {locked ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, textAlign: 'center' }}>
          <Typography role="status" sx={{ fontWeight: 600, bgcolor: 'background.paper', px: 2, py: 1, borderRadius: 1, boxShadow: 1 }}>
            {NAVIGATION_LOCKED_TEXT}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
