import TableContainer from '@mui/material/TableContainer';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface ScrollingTableBoxProps {
  /** What the box is called when it is a stop of its own, e.g. "Fees table". */
  label: string;
  /** Past this height the table scrolls down inside the box. */
  maxHeight?: number;
  children: ReactNode;
}

/**
 * A report table's box. When the table does not fit (wider than a phone, or taller than `maxHeight`) the box scrolls,
 * and then it is a named, focusable region, so the hidden columns and rows can be reached from the keyboard too; a
 * table that fits adds no tab stop.
 */
export function ScrollingTableBox({ label, maxHeight, children }: ScrollingTableBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The box changes size with the window, the table inside it with its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer
      ref={box}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      sx={maxHeight === undefined ? undefined : { maxHeight }}
    >
      {children}
    </TableContainer>
  );
}
