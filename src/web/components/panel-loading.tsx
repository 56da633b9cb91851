import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadFailure } from './load-failure';

interface PanelLoadingProps {
  /** The load's failure, if it failed. */
  error: Error | undefined;
  /** What could not be loaded, as a sentence start: "Your roles could not be loaded." */
  what: string;
  onRetry: () => void;
  /** What is loading, said to assistive technology in place of the skeletons. */
  label: string;
  /** The heights of the skeleton rows standing in for the rows to come. */
  heights: readonly number[];
}

/** A panel whose data is not here: skeletons while it loads, the failure and Try Again if the load failed. */
export function PanelLoading({ error, what, onRetry, label, heights }: PanelLoadingProps) {
  if (error !== undefined) return <LoadFailure what={what} message={error.message} onRetry={onRetry} />;
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      {heights.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
