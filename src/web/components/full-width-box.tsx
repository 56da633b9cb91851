import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Room kept on either side of the page's edge. */
const GUTTER = 16;

/**
 * A screen that spans the window's whole width, out of the frame's centred column: the flow studio's map and
 * editor side by side, the debug page's five columns of values. The column's inset is measured (not 100vw, which
 * counts the scroll bar).
 */
export function FullWidthBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inset, setInset] = useState<{ left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const column = ref.current?.parentElement;
      if (!column) return;
      const left = column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
      setInset({ left, width: document.documentElement.clientWidth });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <Box ref={ref} sx={inset ? { ml: `${GUTTER - inset.left}px`, width: `${inset.width - 2 * GUTTER}px` } : undefined}>
      {children}
    </Box>
  );
}
