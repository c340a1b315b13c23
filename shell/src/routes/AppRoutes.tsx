import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteLoading } from '../federation/RemoteLoading';
import { RemoteScreen } from '../federation/RemoteScreen';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';

// The admin routes, guards and chrome are their own chunk: public routes download none of it.
const AdminRoutes = lazy(() => import('./AdminRoutes'));

/** The landing screen's four routes: each scrolls to its section and has its own title (spec §2). */
export const LANDING_ROUTES = [
  { path: '/', section: 'home', title: 'Home' },
  { path: '/products', section: 'products', title: 'Products' },
  { path: '/about', section: 'about', title: 'About Us' },
  { path: '/contact', section: 'contact', title: 'Contact' },
] as const;

/** Every route of spec §2. Screens come from the remotes; titles of data-driven screens are set by them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout heroUnderNav />}>
        {LANDING_ROUTES.map(({ path, section, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <PageTitle title={title}>
                <RemoteScreen remote="public_remote" module="LandingPage" props={{ section }} />
              </PageTitle>
            }
          />
        ))}
      </Route>
      <Route element={<PublicLayout />}>
        {/* Without a type the product screen goes back (spec §2); it decides that itself. */}
        <Route path="/product" element={<RemoteScreen remote="public_remote" module="ProductTypePage" />} />
        <Route path="/product/:type" element={<RemoteScreen remote="public_remote" module="ProductTypePage" />} />
        <Route path="/product/catalog/:type/:vendorId" element={<RemoteScreen remote="public_remote" module="CataloguePage" />} />
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
