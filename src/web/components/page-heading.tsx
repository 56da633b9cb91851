import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

interface PageHeadingProps {
  children: ReactNode;
}

/**
 * The h1 of a screen or of a step. It takes focus when it appears, so a screen-reader or keyboard user
 * starts reading the new page or step from its top instead of from wherever the old one left them.
 */
export function PageHeading({ children }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Typography
      ref={ref}
      variant="h1"
      component="h1"
      tabIndex={-1}
      // A heading is not a control: the focus is for assistive technology, so no ring is drawn.
      sx={{ mb: 2, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
