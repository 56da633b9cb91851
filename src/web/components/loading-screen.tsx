import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useEffect } from 'react';
import { markScreenLoading } from './screen-loading';
import { visuallyHiddenSx } from './visually-hidden-sx';

interface LoadingScreenProps {
  /** What is loading, read out by screen readers in place of the spinner. */
  label?: string;
}

/**
 * How long a screen may take before its spinner shows. Under a second a person's flow is not broken and needs no
 * sign of waiting; a spinner flashed for a moment only makes a quick load look slow (MUI's own progress guidance
 * delays it likewise). It is also the first thing a signed-in page would paint: drawn at once, the spinner made a
 * phone's first paint come before all of the page's work, which then counted as time a tap waits.
 */
const SPINNER_DELAY_MS = 800;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Stands in for a whole screen while it loads. It carries the screen's h1 (for screen readers only), so a
 * person navigating by headings learns what is happening rather than finding a page without one. The spinner is
 * there from the start for assistive technology, and shows to the eye once the load has lasted SPINNER_DELAY_MS.
 */
export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  useEffect(() => markScreenLoading(), []);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <Box component="h1" sx={visuallyHiddenSx}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', animation: `${appear} 150ms ease-in ${SPINNER_DELAY_MS}ms both` }}>
        <CircularProgress aria-label={label} />
      </Box>
    </Box>
  );
}
