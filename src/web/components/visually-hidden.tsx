import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from './visually-hidden-sx';

/** Text for screen readers only, for state the eye gets from an icon or colour. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
