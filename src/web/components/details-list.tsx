import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailsListProps {
  /** Label and value, in order; labels are the keys, so each is said once. */
  rows: readonly (readonly [string, ReactNode])[];
  'aria-label'?: string;
}

/** Facts as a description list: label beside value from small screens up, label above value on a phone. */
export function DetailsList({ rows, 'aria-label': ariaLabel }: DetailsListProps) {
  return (
    <Box
      component="dl"
      aria-label={ariaLabel}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 } }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
