import { THEME_ID } from '@mui/material/styles';
import { unstable_ClassNameGenerator as ClassNameGenerator } from '@mui/material/className';
import { createBox } from '@mui/system';
import muiDefaultTheme from './mui-default-theme';

/**
 * Stands in for @mui/material's Box module in the browser build (vite.config.ts points MUI's Box here). MUI's makes
 * a whole Material theme of its own as it is evaluated, as its default outside any ThemeProvider, in the one long
 * task that evaluates the first page's modules; this one is MUI's Box with the product theme as that default
 * (mui-default-theme.ts), so it makes none. `MuiBox-root` is the class MUI's Box gives its element.
 */
const Box = createBox({ themeId: THEME_ID, defaultTheme: muiDefaultTheme, defaultClassName: 'MuiBox-root', generateClassName: ClassNameGenerator.generate });
export default Box;
