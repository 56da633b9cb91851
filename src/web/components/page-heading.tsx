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
    // Focusing needs the page's layout (to scroll the heading into view). Asked for in the effect, right after a
    // commit, it forced a layout of the whole new page inside that task (20-25 ms on the job seeker home); in the
    // next frame's callback it uses the layout that frame computes anyway, before the frame is painted. Focus that
    // moved in between (a field the person clicked, or one a form focused) is theirs and stays.
    const focusedBefore = document.activeElement;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === focusedBefore) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
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
