// @vitest-environment happy-dom
import MuiBox from '@mui/material/Box';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Box from '../../../../src/web/app/mui-box';
import { productTheme } from '../../../../src/web/app/theme';

afterEach(cleanup);

// The browser build draws every Box with this one (vite.config.ts): it must draw what MUI's own Box draws.
describe("the browser build's Box", () => {
  it("draws the element, class and theme-based styles MUI's Box draws", () => {
    render(
      <ThemeProvider themeId={THEME_ID} theme={productTheme()}>
        <Box component="nav" sx={{ color: 'primary.main', p: 2, display: { xs: 'none', md: 'flex' } }} aria-label="ours" />
        <MuiBox component="nav" sx={{ color: 'primary.main', p: 2, display: { xs: 'none', md: 'flex' } }} aria-label="MUI's" />
      </ThemeProvider>,
    );
    const ours = screen.getByRole('navigation', { name: 'ours', hidden: true });
    const theirs = screen.getByRole('navigation', { name: "MUI's", hidden: true });
    expect(ours.className).toContain('MuiBox-root');
    expect(ours.className).toBe(theirs.className);
    expect(getComputedStyle(ours).color).toBe(getComputedStyle(theirs).color);
  });
});
