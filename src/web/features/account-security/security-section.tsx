import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface SecuritySectionProps {
  title: string;
  /** `danger`: the red-edged frame of an action that cannot be undone. */
  tone?: 'normal' | 'danger';
  children: ReactNode;
}

/** A settings section framed like the rest of /settings: an outlined panel named by its h2. */
export function SecuritySection({ title, tone = 'normal', children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, ...(tone === 'danger' ? { borderColor: 'error.main' } : {}) }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 2, ...(tone === 'danger' ? { color: 'error.main' } : {}) }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
