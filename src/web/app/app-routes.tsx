import { Suspense } from 'react';
import { createRoutesFromElements, Outlet, Route, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { PublicLayout } from '../layouts/public-layout';
import { FallbackRedirect } from './fallback-redirect';
import { HomeRoute } from './home-route';
import { lazyScreen } from '../components/lazy-screen';
import { RouteGuard } from './route-guard';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from './route-table';

// The signed-in frame (menus, bell, terms banner) is not needed by the public pages a visitor lands on first.
const AppLayout = lazyScreen(() => import('../layouts/app-layout'), 'AppLayout');
/** Starts fetching the signed-in frame's code before a signed-in route first draws it. */
export const preloadAppLayout = (): void => void AppLayout.preload();
const LogoutScreen = lazyScreen(() => import('../features/logout/logout-screen'), 'LogoutScreen');

/**
 * The whole route map: the route table laid out in its two frames, plus `/`, /logout and the fallback. Routes of
 * the data router itself (app.tsx), not a <Routes> below it: the router matches a location once, as it navigates,
 * where <Routes> ranked and matched every route again each time it was drawn (some 20 ms of the first page's
 * start on a phone, more than once).
 */
export const APP_ROUTES: RouteObject[] = createRoutesFromElements(
  <>
    <Route element={<PublicLayout />}>
      <Route index element={<HomeRoute />} />
      {PUBLIC_ROUTES.filter((route) => route.layout === 'public').map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Route>
    <Route path="/logout" element={<LogoutScreen />} />
    <Route element={<AppLayout />}>
      {PUBLIC_ROUTES.filter((route) => route.layout === 'app').map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      {GUARDED_ROUTES.map(({ path, screens }) => (
        <Route key={path} path={path} element={<RouteGuard screens={screens} />} />
      ))}
      <Route path="*" element={<FallbackRedirect />} />
    </Route>
  </>,
);

/** Where the matched route of APP_ROUTES is drawn, with the loading screen while a frame's code arrives. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
