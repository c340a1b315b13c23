import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteLoading } from '../federation/RemoteLoading';
import { RemoteScreen } from '../federation/RemoteScreen';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';
import { PUBLIC_SCREEN_ROUTES, type PublicScreenRoute } from '../publicPages/publicScreens';

export { LANDING_ROUTES } from '../publicPages/publicScreens';

// The admin routes, guards and chrome are their own chunk: public routes download none of it.
const AdminRoutes = lazy(() => import('./AdminRoutes'));

function screenRoute({ path, remote, module, props, title }: PublicScreenRoute) {
  const screen = <RemoteScreen remote={remote} module={module} props={props} />;
  return <Route key={path} path={path} element={title ? <PageTitle title={title}>{screen}</PageTitle> : screen} />;
}

/** Every route of spec §2. Screens come from the remotes; titles of data-driven screens are set by them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout heroUnderNav />}>{PUBLIC_SCREEN_ROUTES.filter((r) => r.heroUnderNav).map(screenRoute)}</Route>
      <Route element={<PublicLayout />}>
        {PUBLIC_SCREEN_ROUTES.filter((r) => !r.heroUnderNav).map(screenRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<RemoteLoading />}>
            <AdminRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
