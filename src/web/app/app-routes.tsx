import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/** The whole route map: the route table laid out in its two frames, plus `/`, /logout and the fallback. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
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
      </Routes>
    </Suspense>
  );
}
