import type { SxProps, Theme } from '@mui/material/styles';

/** Hides text from the eye but not from assistive technology (what VisuallyHidden renders with). */
export const visuallyHiddenSx: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
