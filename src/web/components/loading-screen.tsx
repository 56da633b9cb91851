import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { markScreenLoading } from './screen-loading';
import { visuallyHiddenSx } from './visually-hidden-sx';

interface LoadingScreenProps {
  /** What is loading, read out by screen readers in place of the spinner. */
  label?: string;
}

/**
 * Stands in for a whole screen while it loads. It carries the screen's h1 (for screen readers only), so a
 * person navigating by headings learns what is happening rather than finding a page without one.
 */
export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  useEffect(() => markScreenLoading(), []);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <Box component="h1" sx={visuallyHiddenSx}>
        {label}
      </Box>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
