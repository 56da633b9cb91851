import Container from '@mui/material/Container';
import type { ContainerProps } from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { markScreenShown } from '../components/screen-loading';

/** Beside the route's screen in its Suspense boundary, so its effect runs when that screen has been committed. */
function ScreenShown() {
  useEffect(markScreenShown, []);
  return null;
}

/** The page's main region under a frame's header, holding the route's screen. */
export function MainOutlet({ maxWidth, sx }: Pick<ContainerProps, 'maxWidth' | 'sx'>) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={sx}>
      {/* A screen whose code is still on its way: the frame stays, a spinner in its place. */}
      <Suspense fallback={<LoadingScreen />}>
        <ScreenShown />
        <Outlet />
      </Suspense>
    </Container>
  );
}
