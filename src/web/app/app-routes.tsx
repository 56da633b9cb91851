import { Route, Routes } from 'react-router-dom';
import { LogoutScreen } from '../features/logout/logout-screen';
import { AppLayout } from '../layouts/app-layout';
import { PublicLayout } from '../layouts/public-layout';
import { FallbackRedirect } from './fallback-redirect';
import { HomeRoute } from './home-route';
import { RouteGuard } from './route-guard';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from './route-table';

/** The whole route map: the route table laid out in its two frames, plus `/`, /logout and the fallback. */
export function AppRoutes() {
  return (
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
  );
}
