import { createTheme, type Theme } from '@mui/material/styles';
import { makeMuiDefaultTheme } from './mui-default-theme';

const PRIMARY = '#1d4f91';

/**
 * The keyboard focus ring of every control: a 2 px ring in the primary colour with a 2 px white band inside it.
 * On the light pages the dark ring stands out (about 8:1 against white); on the primary-coloured top bar and
 * banners the white band does, so the focused state differs from the unfocused one by at least 3:1 everywhere.
 * MUI's own indicators (a faint halo, a ripple) do not reach that.
 */
const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: '2px', boxShadow: '0 0 0 2px #fff' } as const;

let made: Theme | undefined;

/**
 * The product theme. Breakpoints are spec 000 §9's; colours keep text contrast at WCAG AA or better. Made on first
 * use rather than as the entry's modules run, where it added to the one long task in which every module of the
 * first page is evaluated; main.tsx makes it in a task of its own before the first render.
 */
export function productTheme(): Theme {
  if (made === undefined) {
    made = makeTheme();
    makeMuiDefaultTheme(made);
  }
  return made;
}

const makeTheme = () =>
  createTheme({
    breakpoints: { values: { xs: 0, sm: 500, md: 750, lg: 900, xl: 1536 } },
    palette: {
      primary: { main: PRIMARY },
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
    components: {
      // Doubled "&&" outranks the components' own focus styles (a contained button's shadow, a slider's halo).
      MuiButtonBase: { styleOverrides: { root: { '&&.Mui-focusVisible': FOCUS_RING } } },
      MuiSlider: { styleOverrides: { thumb: { '&&.Mui-focusVisible': { boxShadow: `0 0 0 2px #fff, 0 0 0 4px ${PRIMARY}` } } } },
      MuiCssBaseline: {
        styleOverrides: {
          // Links that are not MUI buttons (in text, router links) and the staff data grid's focused cell.
          'a:focus-visible': FOCUS_RING,
          '.MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-cell:focus, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-cell:focus-within, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-columnHeader:focus, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-columnHeader:focus-within':
            { outline: `2px solid ${PRIMARY}`, outlineOffset: '-2px' },
        },
      },
    },
  });
