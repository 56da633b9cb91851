import { createTheme } from '@mui/material/styles';

/** The product theme. Breakpoints are spec 000 §9's; colours keep text contrast at WCAG AA or better. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 500, md: 750, lg: 900, xl: 1536 } },
  palette: {
    primary: { main: '#1d4f91' },
    secondary: { main: '#b8501a' },
    // MUI's defaults for these read below 4.5:1 as text on white (outlined chips, alerts' text): darker shades.
    success: { main: '#1b6e20' },
    warning: { main: '#9a4a00' },
    info: { main: '#0b5f9e' },
    error: { main: '#c62828' },
    background: { default: '#f7f8fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
