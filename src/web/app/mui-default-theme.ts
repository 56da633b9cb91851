import type { Theme } from '@mui/material/styles';

/**
 * Stands in for @mui/material's own default theme in the browser build (vite.config.ts points MUI's module here).
 * MUI makes that theme as its modules are evaluated, for components drawn outside any ThemeProvider, and this app
 * draws none: every page made a whole theme it never used, in the one long task that evaluates the first page's
 * modules, besides the product theme in the first render (MUI's Box made one more: mui-box.ts). Here the default
 * is the product theme, handed over when it is made (theme.ts): MUI reads its default only while drawing, never as
 * its modules are evaluated. This module imports none of MUI's: they import it, before `createTheme` is defined.
 */
let productTheme: Theme | undefined;

/** The product theme, made: from now on it is MUI's default too. */
export function makeMuiDefaultTheme(theme: Theme): void {
  productTheme = theme;
}

function made(): Theme {
  if (productTheme === undefined) throw new Error('A component read the theme before the product theme was made: draw it inside the app.');
  return productTheme;
}

const defaultTheme = new Proxy(
  {},
  {
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // A proxy may report a key its (empty) target lacks only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  },
) as Theme;
export default defaultTheme;
