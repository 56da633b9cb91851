import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while a list loads, announced once to screen readers by `label`. */
export function LoadingRows({ label, rows = 3, height = 88 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
