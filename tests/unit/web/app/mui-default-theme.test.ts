import { describe, expect, it, vi } from 'vitest';

/** The two modules as a fresh page has them: no theme made yet. */
async function freshModules() {
  vi.resetModules();
  const { default: muiDefaultTheme } = await import('../../../../src/web/app/mui-default-theme');
  const { productTheme } = await import('../../../../src/web/app/theme');
  return { muiDefaultTheme, productTheme };
}

// The browser build hands MUI this module as its default theme instead of a second theme made as MUI's modules are
// evaluated (vite.config.ts).
describe("MUI's default theme in the browser build", () => {
  it('reads as the product theme once that is made', async () => {
    const { muiDefaultTheme, productTheme } = await freshModules();
    const theme = productTheme();
    expect(muiDefaultTheme.palette.primary.main).toBe('#1d4f91');
    expect(muiDefaultTheme.breakpoints.values.sm).toBe(500);
    expect(muiDefaultTheme.spacing(2)).toBe(theme.spacing(2));
    expect('typography' in muiDefaultTheme).toBe(true);
    expect(Object.keys(muiDefaultTheme)).toEqual(Object.keys(theme));
  });

  it('says what is wrong when a component reads it before the product theme is made', async () => {
    const { muiDefaultTheme } = await freshModules();
    expect(() => muiDefaultTheme.palette).toThrow('A component read the theme before the product theme was made: draw it inside the app.');
  });
});
