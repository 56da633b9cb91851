import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToastHostMounted } from './toasts';

// notistack's own greens and oranges read below 4.5:1 under white text: the theme's darker shades instead.
const ReadableSnackbar = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
}));
const SNACKBAR_COMPONENTS = { success: ReadableSnackbar, warning: ReadableSnackbar, info: ReadableSnackbar, error: ReadableSnackbar };

function HostMounted() {
  useEffect(markToastHostMounted, []);
  return null;
}

/** Where toasts appear, with spec 000 §9's settings: three at most, five seconds, bottom left. */
export function ToastHost() {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transitionDuration={{ enter: 225, exit: 195 }}
      Components={SNACKBAR_COMPONENTS}
    >
      <HostMounted />
    </SnackbarProvider>
  );
}
