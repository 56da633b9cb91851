import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface LoadingScreenProps {
  /** What is loading, read out by screen readers in place of the spinner. */
  label?: string;
}

export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
