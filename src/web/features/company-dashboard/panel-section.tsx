import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PanelSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** The panel's action, at the far end of the heading's row (wrapping under it on a phone). */
  action?: ReactNode;
  children: ReactNode;
}

/** A company dashboard panel: a section named by its heading, the heading's row holding the panel's action. */
export function PanelSection({ headingId, title, action, children }: PanelSectionProps) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
